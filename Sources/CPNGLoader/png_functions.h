#ifndef QIITA_STATS_PNG_FUNCTIONS_H
#define QIITA_STATS_PNG_FUNCTIONS_H
// The loader's table, shared by the wrappers and the indexed writer (not a public header).
#include <png.h>

// Every libpng function used, once: the table's fields and the names looked up.
#define QS_PNG_FUNCTIONS(X)                                                                                       \
    X(png_image_begin_read_from_memory)                                                                           \
    X(png_image_finish_read)                                                                                      \
    X(png_image_free)                                                                                             \
    X(png_image_write_to_memory)                                                                                  \
    X(png_create_write_struct)                                                                                    \
    X(png_create_info_struct)                                                                                     \
    X(png_destroy_write_struct)                                                                                   \
    X(png_set_longjmp_fn)                                                                                         \
    X(png_longjmp)                                                                                                \
    X(png_error)                                                                                                  \
    X(png_get_error_ptr)                                                                                          \
    X(png_get_io_ptr)                                                                                             \
    X(png_set_write_fn)                                                                                           \
    X(png_set_IHDR)                                                                                               \
    X(png_set_sRGB)                                                                                               \
    X(png_set_PLTE)                                                                                               \
    X(png_set_tRNS)                                                                                               \
    X(png_set_filter)                                                                                             \
    X(png_set_compression_level)                                                                                  \
    X(png_set_packing)                                                                                            \
    X(png_write_info)                                                                                             \
    X(png_write_row)                                                                                              \
    X(png_write_end)

#define QS_FIELD(name) __typeof__(name) *name;
extern struct qs_png_functions {
    QS_PNG_FUNCTIONS(QS_FIELD)
} qs_libpng;
#undef QS_FIELD
#endif
