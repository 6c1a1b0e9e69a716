#ifndef QIITA_STATS_CFONTCONFIG_SHIM_H
#define QIITA_STATS_CFONTCONFIG_SHIM_H
// Only the non-variadic calls are used (FcNameParse, FcConfigSubstitute, FcDefaultSubstitute,
// FcFontMatch, FcPatternGet*); FcPatternBuild is variadic and cannot be called from Swift.
#include <fontconfig/fontconfig.h>
#endif
