// curl.h turns curl_easy_setopt and curl_easy_getinfo into type-checking macros under GCC and
// Clang, which would expand inside `curl.curl_easy_setopt(…)`; the wrappers are typed already.
#define CURL_DISABLE_TYPECHECK
#include "qs_curl_loader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// Every libcurl function used, once: the table's fields and the names looked up.
#define QS_CURL_FUNCTIONS(X)                                                                                      \
    X(curl_global_init)                                                                                           \
    X(curl_easy_init)                                                                                             \
    X(curl_easy_cleanup)                                                                                          \
    X(curl_easy_reset)                                                                                            \
    X(curl_easy_strerror)                                                                                         \
    X(curl_easy_setopt)                                                                                           \
    X(curl_easy_getinfo)                                                                                          \
    X(curl_multi_init)                                                                                            \
    X(curl_multi_cleanup)                                                                                         \
    X(curl_multi_add_handle)                                                                                      \
    X(curl_multi_remove_handle)                                                                                   \
    X(curl_multi_info_read)                                                                                       \
    X(curl_multi_perform)                                                                                         \
    X(curl_multi_poll)                                                                                            \
    X(curl_multi_wakeup)                                                                                          \
    X(curl_multi_strerror)                                                                                        \
    X(curl_multi_setopt)                                                                                          \
    X(curl_slist_append)                                                                                          \
    X(curl_slist_free_all)

#define QS_FIELD(name) __typeof__(name) *name;
static struct {
    QS_CURL_FUNCTIONS(QS_FIELD)
} curl;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[512];
static const char *outcome = failure;

static const char *file_name;

static void load(void) {
    void *library = dlopen(file_name, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *why = dlerror();
        snprintf(failure, sizeof failure, "libcurl could not be loaded: %s", why ? why : "not found");
        return;
    }
#define QS_LOOKUP(name)                                                                                           \
    curl.name = (__typeof__(name) *)dlsym(library, #name);                                                        \
    if (curl.name == NULL) {                                                                                      \
        snprintf(failure, sizeof failure, "libcurl has no %s (libcurl 7.68 or later is needed)", #name);          \
        return;                                                                                                   \
    }
    QS_CURL_FUNCTIONS(QS_LOOKUP)
    outcome = NULL;
}

const char *qs_curl_load(const char *library) {
    file_name = library;
    pthread_once(&once, load);
    return outcome;
}

CURLcode qs_curl_global_init(long flags) { return curl.curl_global_init(flags); }
CURL *qs_curl_easy_init(void) { return curl.curl_easy_init(); }
void qs_curl_easy_cleanup(CURL *easy) { curl.curl_easy_cleanup(easy); }
void qs_curl_easy_reset(CURL *easy) { curl.curl_easy_reset(easy); }
const char *qs_curl_easy_strerror(CURLcode code) { return curl.curl_easy_strerror(code); }
CURLM *qs_curl_multi_init(void) { return curl.curl_multi_init(); }
CURLMcode qs_curl_multi_cleanup(CURLM *multi) { return curl.curl_multi_cleanup(multi); }
CURLMcode qs_curl_multi_add_handle(CURLM *multi, CURL *easy) { return curl.curl_multi_add_handle(multi, easy); }
CURLMcode qs_curl_multi_remove_handle(CURLM *multi, CURL *easy) {
    return curl.curl_multi_remove_handle(multi, easy);
}
CURLMsg *qs_curl_multi_info_read(CURLM *multi, int *queued) { return curl.curl_multi_info_read(multi, queued); }
CURLMcode qs_curl_multi_perform(CURLM *multi, int *running) { return curl.curl_multi_perform(multi, running); }
CURLMcode qs_curl_multi_poll(CURLM *multi, struct curl_waitfd extra[], unsigned int count, int timeout, int *ready) {
    return curl.curl_multi_poll(multi, extra, count, timeout, ready);
}
CURLMcode qs_curl_multi_wakeup(CURLM *multi) { return curl.curl_multi_wakeup(multi); }
const char *qs_curl_multi_strerror(CURLMcode code) { return curl.curl_multi_strerror(code); }
struct curl_slist *qs_curl_slist_append(struct curl_slist *list, const char *string) {
    return curl.curl_slist_append(list, string);
}
void qs_curl_slist_free_all(struct curl_slist *list) { curl.curl_slist_free_all(list); }

CURLcode qs_easy_setopt_long(CURL *easy, CURLoption option, long value) {
    return curl.curl_easy_setopt(easy, option, value);
}
CURLcode qs_easy_setopt_off_t(CURL *easy, CURLoption option, curl_off_t value) {
    return curl.curl_easy_setopt(easy, option, value);
}
CURLcode qs_easy_setopt_string(CURL *easy, CURLoption option, const char *value) {
    return curl.curl_easy_setopt(easy, option, value);
}
CURLcode qs_easy_setopt_pointer(CURL *easy, CURLoption option, void *value) {
    return curl.curl_easy_setopt(easy, option, value);
}
CURLcode qs_easy_setopt_slist(CURL *easy, CURLoption option, struct curl_slist *value) {
    return curl.curl_easy_setopt(easy, option, value);
}
CURLcode qs_easy_setopt_callback(CURL *easy, CURLoption option, qs_data_callback value) {
    return curl.curl_easy_setopt(easy, option, value);
}
CURLcode qs_easy_getinfo_long(CURL *easy, CURLINFO info, long *value) {
    return curl.curl_easy_getinfo(easy, info, value);
}
CURLcode qs_easy_getinfo_string(CURL *easy, CURLINFO info, char **value) {
    return curl.curl_easy_getinfo(easy, info, value);
}
CURLcode qs_easy_getinfo_pointer(CURL *easy, CURLINFO info, void **value) {
    return curl.curl_easy_getinfo(easy, info, value);
}
CURLMcode qs_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl.curl_multi_setopt(multi, option, value);
}
