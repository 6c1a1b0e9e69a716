#include "qs_sqlite_loader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// Every SQLite function used, once: the table's fields and the names looked up.
#define QS_SQLITE_FUNCTIONS(X)                                                                                    \
    X(sqlite3_open_v2)                                                                                            \
    X(sqlite3_busy_timeout)                                                                                       \
    X(sqlite3_close)                                                                                              \
    X(sqlite3_close_v2)                                                                                           \
    X(sqlite3_exec)                                                                                               \
    X(sqlite3_changes)                                                                                            \
    X(sqlite3_last_insert_rowid)                                                                                  \
    X(sqlite3_errstr)                                                                                             \
    X(sqlite3_errmsg)                                                                                             \
    X(sqlite3_prepare_v2)                                                                                         \
    X(sqlite3_reset)                                                                                              \
    X(sqlite3_clear_bindings)                                                                                     \
    X(sqlite3_bind_int64)                                                                                         \
    X(sqlite3_bind_text)                                                                                          \
    X(sqlite3_bind_null)                                                                                          \
    X(sqlite3_step)                                                                                               \
    X(sqlite3_column_int64)                                                                                       \
    X(sqlite3_column_type)                                                                                        \
    X(sqlite3_column_text)                                                                                        \
    X(sqlite3_column_bytes)                                                                                       \
    X(sqlite3_finalize)

#define QS_FIELD(name) __typeof__(name) *name;
struct functions {
    QS_SQLITE_FUNCTIONS(QS_FIELD)
};

static struct functions sqlite;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[512];
static const char *outcome = failure;

// Opens `library` and fills `table`; NULL on success, else the reason written into `reason`.
// On failure the library is closed again and `table` must not be used.
static const char *open_library(const char *library, struct functions *table, char *reason, size_t size) {
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *why = dlerror();
        snprintf(reason, size, "libsqlite3 could not be loaded: %s", why ? why : "not found");
        return reason;
    }
#define QS_LOOKUP(name)                                                                                           \
    table->name = (__typeof__(name) *)dlsym(handle, #name);                                                       \
    if (table->name == NULL) {                                                                                    \
        snprintf(reason, size, "%s has no %s, so it is not SQLite 3", library, #name);                           \
        dlclose(handle);                                                                                          \
        return reason;                                                                                            \
    }
    QS_SQLITE_FUNCTIONS(QS_LOOKUP)
    return NULL;
}

static void load(void) {
    // The soname of Debian's libsqlite3-0; plain libsqlite3.so as a fallback for other layouts
    // (when neither loads, the first one's reason is the one to show).
    char fallback[sizeof failure];
    if (open_library("libsqlite3.so.0", &sqlite, failure, sizeof failure) == NULL ||
        open_library("libsqlite3.so", &sqlite, fallback, sizeof fallback) == NULL) {
        outcome = NULL;
    }
}

const char *qs_sqlite_load(void) {
    pthread_once(&once, load);
    return outcome;
}

const char *qs_sqlite_probe(const char *library) {
    static _Thread_local char reason[512];
    struct functions table;
    return open_library(library, &table, reason, sizeof reason);
}

int qs_sqlite3_open_v2(const char *path, sqlite3 **database, int flags, const char *vfs) {
    return sqlite.sqlite3_open_v2(path, database, flags, vfs);
}
int qs_sqlite3_busy_timeout(sqlite3 *database, int milliseconds) {
    return sqlite.sqlite3_busy_timeout(database, milliseconds);
}
int qs_sqlite3_close(sqlite3 *database) { return sqlite.sqlite3_close(database); }
int qs_sqlite3_close_v2(sqlite3 *database) { return sqlite.sqlite3_close_v2(database); }
int qs_sqlite3_exec(sqlite3 *database, const char *sql, int (*callback)(void *, int, char **, char **), void *context,
                    char **error) {
    return sqlite.sqlite3_exec(database, sql, callback, context, error);
}
int qs_sqlite3_changes(sqlite3 *database) { return sqlite.sqlite3_changes(database); }
sqlite3_int64 qs_sqlite3_last_insert_rowid(sqlite3 *database) { return sqlite.sqlite3_last_insert_rowid(database); }
const char *qs_sqlite3_errstr(int code) { return sqlite.sqlite3_errstr(code); }
const char *qs_sqlite3_errmsg(sqlite3 *database) { return sqlite.sqlite3_errmsg(database); }
int qs_sqlite3_prepare_v2(sqlite3 *database, const char *sql, int bytes, sqlite3_stmt **statement, const char **tail) {
    return sqlite.sqlite3_prepare_v2(database, sql, bytes, statement, tail);
}
int qs_sqlite3_reset(sqlite3_stmt *statement) { return sqlite.sqlite3_reset(statement); }
int qs_sqlite3_clear_bindings(sqlite3_stmt *statement) { return sqlite.sqlite3_clear_bindings(statement); }
int qs_sqlite3_bind_int64(sqlite3_stmt *statement, int index, sqlite3_int64 value) {
    return sqlite.sqlite3_bind_int64(statement, index, value);
}
int qs_sqlite3_bind_text(sqlite3_stmt *statement, int index, const char *text, int bytes, void (*destructor)(void *)) {
    return sqlite.sqlite3_bind_text(statement, index, text, bytes, destructor);
}
int qs_sqlite3_bind_null(sqlite3_stmt *statement, int index) { return sqlite.sqlite3_bind_null(statement, index); }
int qs_sqlite3_step(sqlite3_stmt *statement) { return sqlite.sqlite3_step(statement); }
sqlite3_int64 qs_sqlite3_column_int64(sqlite3_stmt *statement, int column) {
    return sqlite.sqlite3_column_int64(statement, column);
}
int qs_sqlite3_column_type(sqlite3_stmt *statement, int column) {
    return sqlite.sqlite3_column_type(statement, column);
}
const unsigned char *qs_sqlite3_column_text(sqlite3_stmt *statement, int column) {
    return sqlite.sqlite3_column_text(statement, column);
}
int qs_sqlite3_column_bytes(sqlite3_stmt *statement, int column) {
    return sqlite.sqlite3_column_bytes(statement, column);
}
int qs_sqlite3_finalize(sqlite3_stmt *statement) { return sqlite.sqlite3_finalize(statement); }
