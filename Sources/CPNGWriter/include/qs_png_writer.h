#ifndef QIITA_STATS_PNG_WRITER_H
#define QIITA_STATS_PNG_WRITER_H
// libpng's low-level writer behind one C function: it reports errors by longjmp to a setjmp that
// must be in the caller's frame, and Swift can neither call setjmp nor be jumped over.
#include <stddef.h>
#include <stdint.h>

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
