#ifndef QIITA_STATS_SQLITE_LOADER_H
#define QIITA_STATS_SQLITE_LOADER_H
// libsqlite3, loaded with dlopen when the first database is opened rather than at every start:
// Debian builds it with -z now, so its ~1,600 relocations were bound at each start (`--version`
// spent a quarter of its instructions on them) though only the history commands and a fetch use
// it. Each qs_NAME calls SQLite's NAME through a pointer of type __typeof__(NAME) *, so sqlite3.h
// stays the one source of the signatures (a wrapper that disagreed with it would not compile).
#include <sqlite3.h>

/// Loads libsqlite3 once (thread-safe). Returns NULL when it is ready, else a sentence saying
/// why it could not be loaded. Every other function here requires a successful load first.
const char *qs_sqlite_load(void);

/// What loading `library` (a soname or a path) instead would say: NULL when it loads and has
/// every function used, else the sentence qs_sqlite_load would return. Changes nothing (tests).
const char *qs_sqlite_probe(const char *library);

int qs_sqlite3_open_v2(const char *path, sqlite3 **database, int flags, const char *vfs);
int qs_sqlite3_busy_timeout(sqlite3 *database, int milliseconds);
int qs_sqlite3_close(sqlite3 *database);
int qs_sqlite3_close_v2(sqlite3 *database);
int qs_sqlite3_exec(sqlite3 *database, const char *sql, int (*callback)(void *, int, char **, char **), void *context,
                    char **error);
int qs_sqlite3_changes(sqlite3 *database);
sqlite3_int64 qs_sqlite3_last_insert_rowid(sqlite3 *database);
const char *qs_sqlite3_errstr(int code);
const char *qs_sqlite3_errmsg(sqlite3 *database);
int qs_sqlite3_prepare_v2(sqlite3 *database, const char *sql, int bytes, sqlite3_stmt **statement, const char **tail);
int qs_sqlite3_reset(sqlite3_stmt *statement);
int qs_sqlite3_clear_bindings(sqlite3_stmt *statement);
int qs_sqlite3_bind_int64(sqlite3_stmt *statement, int index, sqlite3_int64 value);
int qs_sqlite3_bind_text(sqlite3_stmt *statement, int index, const char *text, int bytes, void (*destructor)(void *));
int qs_sqlite3_bind_null(sqlite3_stmt *statement, int index);
int qs_sqlite3_step(sqlite3_stmt *statement);
sqlite3_int64 qs_sqlite3_column_int64(sqlite3_stmt *statement, int column);
int qs_sqlite3_column_type(sqlite3_stmt *statement, int column);
const unsigned char *qs_sqlite3_column_text(sqlite3_stmt *statement, int column);
int qs_sqlite3_column_bytes(sqlite3_stmt *statement, int column);
int qs_sqlite3_finalize(sqlite3_stmt *statement);
#endif
