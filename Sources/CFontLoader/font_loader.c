#include "qs_font_loader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// Every FreeType and fontconfig function used, once: the table's fields and the names looked up.
#define QS_FREETYPE_FUNCTIONS(X)                                                                                  \
    X(FT_Init_FreeType)                                                                                           \
    X(FT_Done_FreeType)                                                                                           \
    X(FT_New_Face)                                                                                                \
    X(FT_Done_Face)                                                                                               \
    X(FT_Get_Char_Index)                                                                                          \
    X(FT_Set_Char_Size)                                                                                           \
    X(FT_Get_Kerning)                                                                                             \
    X(FT_Load_Glyph)
#define QS_FONTCONFIG_FUNCTIONS(X)                                                                                \
    X(FcInit)                                                                                                     \
    X(FcNameParse)                                                                                                \
    X(FcPatternDestroy)                                                                                           \
    X(FcConfigSubstitute)                                                                                         \
    X(FcDefaultSubstitute)                                                                                        \
    X(FcFontMatch)                                                                                                \
    X(FcPatternGetString)                                                                                         \
    X(FcPatternGetInteger)

#define QS_FIELD(name) __typeof__(name) *name;
static struct {
    QS_FREETYPE_FUNCTIONS(QS_FIELD)
    QS_FONTCONFIG_FUNCTIONS(QS_FIELD)
} font;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[512];
static const char *outcome = failure;

/// dlopen's handle of `soname`, or NULL with the reason and the Debian `package` in `failure`.
static void *open_library(const char *soname, const char *package) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *why = dlerror();
        snprintf(failure, sizeof failure, "%s (Debian: %s) could not be loaded: %s", soname, package,
            why ? why : "not found");
    }
    return library;
}

static void load(void) {
    // The sonames of FreeType 2 and fontconfig 2.
    void *freetype = open_library("libfreetype.so.6", "libfreetype6");
    void *fontconfig = freetype == NULL ? NULL : open_library("libfontconfig.so.1", "libfontconfig1");
    if (fontconfig == NULL) return;
#define QS_LOOKUP(library, name)                                                                                  \
    font.name = (__typeof__(name) *)dlsym(library, #name);                                                        \
    if (font.name == NULL) {                                                                                      \
        snprintf(failure, sizeof failure, "%s has no %s (FreeType 2.10, fontconfig 2.13 or later is needed)",    \
            #library, #name);                                                                                     \
        return;                                                                                                   \
    }
#define QS_LOOKUP_FREETYPE(name) QS_LOOKUP(freetype, name)
#define QS_LOOKUP_FONTCONFIG(name) QS_LOOKUP(fontconfig, name)
    QS_FREETYPE_FUNCTIONS(QS_LOOKUP_FREETYPE)
    QS_FONTCONFIG_FUNCTIONS(QS_LOOKUP_FONTCONFIG)
    outcome = NULL;
}

const char *qs_font_load(void) {
    pthread_once(&once, load);
    return outcome;
}

FT_Error qs_FT_Init_FreeType(FT_Library *library) { return font.FT_Init_FreeType(library); }
FT_Error qs_FT_Done_FreeType(FT_Library library) { return font.FT_Done_FreeType(library); }
FT_Error qs_FT_New_Face(FT_Library library, const char *path, FT_Long index, FT_Face *face) {
    return font.FT_New_Face(library, path, index, face);
}
FT_Error qs_FT_Done_Face(FT_Face face) { return font.FT_Done_Face(face); }
FT_UInt qs_FT_Get_Char_Index(FT_Face face, FT_ULong code) { return font.FT_Get_Char_Index(face, code); }
FT_Error qs_FT_Set_Char_Size(FT_Face face, FT_F26Dot6 width, FT_F26Dot6 height, FT_UInt horizontal, FT_UInt vertical) {
    return font.FT_Set_Char_Size(face, width, height, horizontal, vertical);
}
FT_Error qs_FT_Get_Kerning(FT_Face face, FT_UInt left, FT_UInt right, FT_UInt mode, FT_Vector *kerning) {
    return font.FT_Get_Kerning(face, left, right, mode, kerning);
}
FT_Error qs_FT_Load_Glyph(FT_Face face, FT_UInt glyph, FT_Int32 flags) { return font.FT_Load_Glyph(face, glyph, flags); }

FcBool qs_FcInit(void) { return font.FcInit(); }
FcPattern *qs_FcNameParse(const FcChar8 *name) { return font.FcNameParse(name); }
void qs_FcPatternDestroy(FcPattern *pattern) { font.FcPatternDestroy(pattern); }
FcBool qs_FcConfigSubstitute(FcConfig *config, FcPattern *pattern, FcMatchKind kind) {
    return font.FcConfigSubstitute(config, pattern, kind);
}
void qs_FcDefaultSubstitute(FcPattern *pattern) { font.FcDefaultSubstitute(pattern); }
FcPattern *qs_FcFontMatch(FcConfig *config, FcPattern *pattern, FcResult *result) {
    return font.FcFontMatch(config, pattern, result);
}
FcResult qs_FcPatternGetString(const FcPattern *pattern, const char *object, int index, FcChar8 **value) {
    return font.FcPatternGetString(pattern, object, index, value);
}
FcResult qs_FcPatternGetInteger(const FcPattern *pattern, const char *object, int index, int *value) {
    return font.FcPatternGetInteger(pattern, object, index, value);
}
