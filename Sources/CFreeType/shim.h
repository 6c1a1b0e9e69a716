#ifndef QIITA_STATS_CFREETYPE_SHIM_H
#define QIITA_STATS_CFREETYPE_SHIM_H
// FreeType's public headers are reached through macros defined by <ft2build.h>.
#include <ft2build.h>
#include FT_FREETYPE_H

// Function-like and composite macros Swift cannot import, as constants.
/// FT_LOAD_TARGET_LIGHT: hint vertically only, keeping the glyph's horizontal shape and advance.
static const int qs_ft_load_target_light = FT_LOAD_TARGET_LIGHT;
#endif
