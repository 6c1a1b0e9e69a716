#ifndef QIITA_STATS_CCURL_SHIM_H
#define QIITA_STATS_CCURL_SHIM_H
// libcurl's types and constants. The functions are not linked: CCurlLoader loads libcurl when
// the first request is made (a report from the cache never needs its ~30 shared libraries)
// and calls them through pointers whose types come from this header.
#include <curl/curl.h>

/// The result code of a finished transfer (the `data` union of CURLMsg).
static inline CURLcode qs_msg_result(const CURLMsg *message) {
    return message->data.result;
}
#endif
