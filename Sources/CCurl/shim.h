#ifndef QIITA_STATS_CCURL_SHIM_H
#define QIITA_STATS_CCURL_SHIM_H
// Typed, non-variadic wrappers around libcurl's variadic calls: Swift cannot call C
// variadics, and a typed wrapper per argument kind keeps each call honest about its type.
#include <curl/curl.h>

typedef size_t (*qs_data_callback)(char *data, size_t size, size_t count, void *user);

static inline CURLcode qs_easy_setopt_long(CURL *easy, CURLoption option, long value) {
    return curl_easy_setopt(easy, option, value);
}
static inline CURLcode qs_easy_setopt_off_t(CURL *easy, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(easy, option, value);
}
static inline CURLcode qs_easy_setopt_string(CURL *easy, CURLoption option, const char *value) {
    return curl_easy_setopt(easy, option, value);
}
static inline CURLcode qs_easy_setopt_pointer(CURL *easy, CURLoption option, void *value) {
    return curl_easy_setopt(easy, option, value);
}
static inline CURLcode qs_easy_setopt_slist(CURL *easy, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(easy, option, value);
}
static inline CURLcode qs_easy_setopt_callback(CURL *easy, CURLoption option, qs_data_callback value) {
    return curl_easy_setopt(easy, option, value);
}
static inline CURLcode qs_easy_getinfo_long(CURL *easy, CURLINFO info, long *value) {
    return curl_easy_getinfo(easy, info, value);
}
static inline CURLcode qs_easy_getinfo_string(CURL *easy, CURLINFO info, char **value) {
    return curl_easy_getinfo(easy, info, value);
}
static inline CURLcode qs_easy_getinfo_pointer(CURL *easy, CURLINFO info, void **value) {
    return curl_easy_getinfo(easy, info, value);
}
static inline CURLMcode qs_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}
/// The result code of a finished transfer (the `data` union of CURLMsg).
static inline CURLcode qs_msg_result(const CURLMsg *message) {
    return message->data.result;
}
#endif
