#ifndef QIITA_STATS_PNG_LOADER_H
#define QIITA_STATS_PNG_LOADER_H
// libpng, loaded with dlopen when the first PNG is encoded or decoded rather than at every start:
// it and libz cost relocations that a report without --png never needs. Each qs_NAME calls
// libpng's NAME through a pointer of type __typeof__(NAME) *, so png.h stays the one source of
// the signatures (a wrapper that disagreed with it would not compile).
#include <png.h>
#include <stddef.h>
#include <stdint.h>

/// Loads libpng once (thread-safe). Returns NULL when it is ready, else a sentence saying why it
/// could not be loaded. Every other function here requires a successful load first.
const char *qs_png_load(void);

int qs_png_image_begin_read_from_memory(png_imagep image, png_const_voidp memory, size_t size);
int qs_png_image_finish_read(
    png_imagep image, png_const_colorp background, void *buffer, png_int_32 row_stride, void *colormap);
void qs_png_image_free(png_imagep image);
int qs_png_image_write_to_memory(
    png_imagep image, void *memory, png_alloc_size_t *memory_bytes, int convert_to_8_bit, const void *buffer,
    png_int_32 row_stride, const void *colormap);

/// Writes an indexed (colour type 3) PNG with libpng's low-level API, for what the simplified
/// API does not expose: deflate at level 8 without row filters. On a labelled calendar that is
/// within 1–2.5 % of `optipng -o7` (level 9 gains 1–2 % more for three times the time).
///
/// `indices` holds one palette index a pixel, row-major, `width * height` bytes; `palette` holds
/// `count` (1–256) colours as RGBA, 4 bytes each; a tRNS chunk is written when `with_alpha`.
/// The bit depth is the smallest that holds `count` (1, 2, 4 or 8). An sRGB chunk is written
/// and never a time chunk, so the same input gives the same bytes.
///
/// On success returns 0 and sets `*png` (free it with `qs_png_free`) and `*size`. On failure
/// returns -1 and copies libpng's message into `message` (NUL-terminated, truncated to
/// `capacity`). libpng's setjmp/longjmp stays inside this C function: no Swift frame between.
int qs_png_write_indexed(
    const uint8_t *indices, uint32_t width, uint32_t height, const uint8_t *palette, int count, int with_alpha,
    uint8_t **png, size_t *size, char *message, size_t capacity);

/// Frees the bytes `qs_png_write_indexed` returned.
void qs_png_free(uint8_t *png);
#endif
