#include "qs_png_loader.h"
#include "png_functions.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

struct qs_png_functions qs_libpng;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[512];
static const char *outcome = failure;

static void load(void) {
    // The soname of libpng 1.6 (Debian's libpng16-16); plain libpng16.so as a fallback.
    void *library = dlopen("libpng16.so.16", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libpng16.so", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *why = dlerror();
        snprintf(failure, sizeof failure, "libpng could not be loaded: %s (install libpng16-16: make deps)", why ? why : "not found");
        return;
    }
#define QS_LOOKUP(name)                                                                                           \
    qs_libpng.name = (__typeof__(name) *)dlsym(library, #name);                                                      \
    if (qs_libpng.name == NULL) {                                                                                    \
        snprintf(failure, sizeof failure, "libpng has no %s (libpng 1.6 is needed)", #name);                     \
        return;                                                                                                   \
    }
    QS_PNG_FUNCTIONS(QS_LOOKUP)
    outcome = NULL;
}

const char *qs_png_load(void) {
    pthread_once(&once, load);
    return outcome;
}

int qs_png_image_begin_read_from_memory(png_imagep image, png_const_voidp memory, size_t size) {
    return qs_libpng.png_image_begin_read_from_memory(image, memory, size);
}
int qs_png_image_finish_read(
    png_imagep image, png_const_colorp background, void *buffer, png_int_32 row_stride, void *colormap) {
    return qs_libpng.png_image_finish_read(image, background, buffer, row_stride, colormap);
}
void qs_png_image_free(png_imagep image) { qs_libpng.png_image_free(image); }
int qs_png_image_write_to_memory(
    png_imagep image, void *memory, png_alloc_size_t *memory_bytes, int convert_to_8_bit, const void *buffer,
    png_int_32 row_stride, const void *colormap) {
    return qs_libpng.png_image_write_to_memory(image, memory, memory_bytes, convert_to_8_bit, buffer, row_stride, colormap);
}
