#ifndef QIITA_STATS_CSQLITE_SHIM_H
#define QIITA_STATS_CSQLITE_SHIM_H
// SQLite 3 (libsqlite3-dev), linked as usual. SQLITE_TRANSIENT and SQLITE_STATIC are cast macros Swift cannot
// import; the adapter builds SQLITE_TRANSIENT itself (SQLiteStatement).
#include <sqlite3.h>
#endif
