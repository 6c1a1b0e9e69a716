#ifndef QIITA_STATS_CPNG_SHIM_H
#define QIITA_STATS_CPNG_SHIM_H
// libpng's simplified API (png_image_*) handles its setjmp/longjmp internally, so no
// longjmp ever crosses a Swift frame.
#include <png.h>

// Function-like and composite macros Swift cannot import, as constants.
static const unsigned int qs_png_format_rgba = PNG_FORMAT_RGBA;
static const unsigned int qs_png_format_rgb = PNG_FORMAT_RGB;
static const unsigned int qs_png_image_version = PNG_IMAGE_VERSION;
#endif
