#include "qs_png_writer.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/// Where the bytes go, and libpng's last error.
struct qs_output {
    uint8_t *bytes;
    size_t size;
    size_t capacity;
    char *message;
    size_t message_capacity;
};

static void qs_error(png_structp png, png_const_charp text) {
    struct qs_output *output = png_get_error_ptr(png);
    if (output->message_capacity > 0) {
        strncpy(output->message, text, output->message_capacity - 1);
        output->message[output->message_capacity - 1] = 0;
    }
    png_longjmp(png, 1);
}

static void qs_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void qs_write(png_structp png, png_bytep data, size_t length) {
    struct qs_output *output = png_get_io_ptr(png);
    if (output->size + length > output->capacity) {
        size_t capacity = output->capacity * 2 > output->size + length ? output->capacity * 2 : output->size + length;
        uint8_t *grown = realloc(output->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        output->bytes = grown;
        output->capacity = capacity;
    }
    memcpy(output->bytes + output->size, data, length);
    output->size += length;
}

static void qs_flush(png_structp png) { (void)png; }

int qs_png_write_indexed(
    const uint8_t *indices, uint32_t width, uint32_t height, const uint8_t *palette, int count, int with_alpha,
    uint8_t **png_out, size_t *size, char *message, size_t capacity) {
    if (capacity > 0) message[0] = 0;
    if (count < 1 || count > 256 || width == 0 || height == 0) {
        if (capacity > 0) strncpy(message, "invalid image or palette size", capacity - 1);
        return -1;
    }
    // On the heap: what libpng writes into it must survive a longjmp back here.
    struct qs_output *output = calloc(1, sizeof *output);
    if (output == NULL) return -1;
    output->message = message;
    output->message_capacity = capacity;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, output, qs_error, qs_warning);
    png_infop info = png == NULL ? NULL : png_create_info_struct(png);
    if (png == NULL || info == NULL || setjmp(png_jmpbuf(png))) {
        if (png != NULL) png_destroy_write_struct(&png, &info);
        free(output->bytes);
        free(output);
        return -1;
    }
    png_set_write_fn(png, output, qs_write, qs_flush);
    int depth = count <= 2 ? 1 : count <= 4 ? 2 : count <= 16 ? 4 : 8;
    png_set_IHDR(
        png, info, width, height, depth, PNG_COLOR_TYPE_PALETTE, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
        PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_color colours[256];
    png_byte alphas[256];
    for (int index = 0; index < count; index++) {
        colours[index].red = palette[index * 4];
        colours[index].green = palette[index * 4 + 1];
        colours[index].blue = palette[index * 4 + 2];
        alphas[index] = palette[index * 4 + 3];
    }
    png_set_PLTE(png, info, colours, count);
    if (with_alpha) png_set_tRNS(png, info, alphas, count, NULL);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_compression_level(png, 8);
    png_write_info(png, info);
    png_set_packing(png);
    for (uint32_t row = 0; row < height; row++) png_write_row(png, indices + (size_t)row * width);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    *png_out = output->bytes;
    *size = output->size;
    free(output);
    return 0;
}

void qs_png_free(uint8_t *png) { free(png); }
