#include "qs_allocator.h"

#if defined(__linux__)
#include <malloc.h>  // defines __GLIBC__ on glibc, through features.h
#endif

void qs_tune_allocator(void) {
#if defined(__GLIBC__)
    // One arena: a thread's own arena grows a page per mprotect call, and the work runs on
    // Swift's worker threads.
    mallopt(M_ARENA_MAX, 1);
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
    mallopt(M_TOP_PAD, 16 << 20);
#endif
}
