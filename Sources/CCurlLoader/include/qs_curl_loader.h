#ifndef QIITA_STATS_CURL_LOADER_H
#define QIITA_STATS_CURL_LOADER_H
// libcurl, loaded with dlopen when the first request is made rather than at every start: its
// chain of ~30 shared libraries costs ~10 ms of relocations, which a report from the cache,
// `--help` and `--version` never need. Each qs_curl_NAME calls libcurl's NAME through a
// pointer of type __typeof__(NAME) *, so curl.h stays the one source of the signatures (a
// wrapper that disagreed with it would not compile). Variadic calls get typed wrappers: Swift
// cannot call C variadics, and a wrapper per argument kind keeps each call honest.
#include <curl/curl.h>

typedef size_t (*qs_data_callback)(char *data, size_t size, size_t count, void *user);

/// Loads libcurl once (thread-safe) from the file `library` names (each system's name for it,
/// chosen by the caller). Returns NULL when it is ready, else a sentence saying why it could not
/// be loaded. Every other function here requires a successful load first.
const char *qs_curl_load(const char *library);

CURLcode qs_curl_global_init(long flags);
CURL *qs_curl_easy_init(void);
void qs_curl_easy_cleanup(CURL *easy);
void qs_curl_easy_reset(CURL *easy);
const char *qs_curl_easy_strerror(CURLcode code);
CURLM *qs_curl_multi_init(void);
CURLMcode qs_curl_multi_cleanup(CURLM *multi);
CURLMcode qs_curl_multi_add_handle(CURLM *multi, CURL *easy);
CURLMcode qs_curl_multi_remove_handle(CURLM *multi, CURL *easy);
CURLMsg *qs_curl_multi_info_read(CURLM *multi, int *queued);
CURLMcode qs_curl_multi_perform(CURLM *multi, int *running);
CURLMcode qs_curl_multi_poll(CURLM *multi, struct curl_waitfd extra[], unsigned int count, int timeout, int *ready);
CURLMcode qs_curl_multi_wakeup(CURLM *multi);
const char *qs_curl_multi_strerror(CURLMcode code);
struct curl_slist *qs_curl_slist_append(struct curl_slist *list, const char *string);
void qs_curl_slist_free_all(struct curl_slist *list);

CURLcode qs_easy_setopt_long(CURL *easy, CURLoption option, long value);
CURLcode qs_easy_setopt_off_t(CURL *easy, CURLoption option, curl_off_t value);
CURLcode qs_easy_setopt_string(CURL *easy, CURLoption option, const char *value);
CURLcode qs_easy_setopt_pointer(CURL *easy, CURLoption option, void *value);
CURLcode qs_easy_setopt_slist(CURL *easy, CURLoption option, struct curl_slist *value);
CURLcode qs_easy_setopt_callback(CURL *easy, CURLoption option, qs_data_callback value);
CURLcode qs_easy_getinfo_long(CURL *easy, CURLINFO info, long *value);
CURLcode qs_easy_getinfo_string(CURL *easy, CURLINFO info, char **value);
CURLcode qs_easy_getinfo_pointer(CURL *easy, CURLINFO info, void **value);
CURLMcode qs_multi_setopt_long(CURLM *multi, CURLMoption option, long value);
#endif
