#ifndef QIITA_STATS_FONT_LOADER_H
#define QIITA_STATS_FONT_LOADER_H
// FreeType and fontconfig, loaded with dlopen when the first text is measured or drawn rather
// than at every start: with their chain (libpng, libz, brotli, expat) they cost relocations
// that a report without --png never needs. Each qs_NAME calls NAME through a pointer of type
// __typeof__(NAME) *, so the libraries' headers stay the one source of the signatures.
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H

/// Loads FreeType and fontconfig once (thread-safe). Returns NULL when both are ready, else a
/// sentence naming the library that could not be loaded and why. Every other function here
/// requires a successful load first.
const char *qs_font_load(void);

FT_Error qs_FT_Init_FreeType(FT_Library *library);
FT_Error qs_FT_Done_FreeType(FT_Library library);
FT_Error qs_FT_New_Face(FT_Library library, const char *path, FT_Long index, FT_Face *face);
FT_Error qs_FT_Done_Face(FT_Face face);
FT_UInt qs_FT_Get_Char_Index(FT_Face face, FT_ULong code);
FT_Error qs_FT_Set_Char_Size(FT_Face face, FT_F26Dot6 width, FT_F26Dot6 height, FT_UInt horizontal, FT_UInt vertical);
FT_Error qs_FT_Get_Kerning(FT_Face face, FT_UInt left, FT_UInt right, FT_UInt mode, FT_Vector *kerning);
FT_Error qs_FT_Load_Glyph(FT_Face face, FT_UInt glyph, FT_Int32 flags);

FcBool qs_FcInit(void);
FcPattern *qs_FcNameParse(const FcChar8 *name);
void qs_FcPatternDestroy(FcPattern *pattern);
FcBool qs_FcConfigSubstitute(FcConfig *config, FcPattern *pattern, FcMatchKind kind);
void qs_FcDefaultSubstitute(FcPattern *pattern);
FcPattern *qs_FcFontMatch(FcConfig *config, FcPattern *pattern, FcResult *result);
FcResult qs_FcPatternGetString(const FcPattern *pattern, const char *object, int index, FcChar8 **value);
FcResult qs_FcPatternGetInteger(const FcPattern *pattern, const char *object, int index, int *value);
#endif
