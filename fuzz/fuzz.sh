#!/usr/bin/env bash
# Builds the libFuzzer targets of fuzz/ and runs each for FUZZ_SECONDS; `make fuzz` calls this.
#
# The route: SwiftPM cannot link a libFuzzer entry itself (it renames an executable's entry
# point, so `LLVMFuzzerTestOneInput` and libFuzzer's `main` never meet). So SwiftPM builds the
# libraries under test into their own build path, instrumented (`-sanitize=fuzzer,address`),
# optimised, and with `-enable-testing` so that the entries may `@testable import` them (a debug
# build works as well, but runs 5 to 25 times fewer inputs a second); then swiftc compiles each
# entry (fuzz/<target>.swift with fuzz/Support.swift) and links it with the object files of the
# modules it needs, with the module maps of the C libraries that QiitaStats reaches.
#
#   FUZZ_SECONDS   seconds per target (default 60)
#   FUZZ_TARGETS   the targets to run (default: all of them)
#   SWIFT, SWIFTC  the toolchain (default: swift and swiftc on PATH)
#
# Prints one line per target (executions, coverage, corpus, crashes) and fails if any target
# crashed or broke an invariant; the input is then in .build/fuzz/artifacts/<target>/.
# libFuzzer's growing corpus stays in .build/fuzz/corpus/<target>/; the seeds in
# fuzz/corpus/<target>/ are only read.
set -euo pipefail

cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
# swiftc beside the swift given, else on PATH.
if [[ $SWIFT == */* ]]; then SWIFTC=${SWIFTC:-${SWIFT%/*}/swiftc}; else SWIFTC=${SWIFTC:-swiftc}; fi
SECONDS_EACH=${FUZZ_SECONDS:-60}
TARGETS=${FUZZ_TARGETS:-headers arguments mustache avatar sanitizer}
BUILD=.build/fuzz
SANITIZE=-sanitize=fuzzer,address

# The modules each entry links, dependencies included.
modules() {
    case $1 in
        headers) echo QiitaAPI Contributions QiitaModel QiitaStatsCore ;;
        arguments)
            echo QiitaStats Credentials QiitaAPI Rendering Contributions Mustache Raster QiitaModel \
                QiitaStatsCore HistoryStore SQLiteStore PNGEncoder FontRendering CPNGWriter
            ;;
        mustache) echo Mustache ;;
        avatar) echo QiitaModel ;;
        sanitizer) echo QiitaStatsCore ;;
        *)
            echo "fuzz.sh: no target '$1'" >&2
            return 1
            ;;
    esac
}

# A value from libFuzzer's log: the last `KEY: N` (cov, ft, corp) or the `stat::KEY: N` line.
last_value() {
    grep -oE "\b$1:? +[0-9]+" "$2" | tail -n 1 | grep -oE '[0-9]+$' || echo "?"
}

for target in $TARGETS; do modules "$target" >/dev/null; done

echo "== lint fuzz/*.swift"
"$SWIFT" format lint --strict --parallel fuzz/*.swift

# QiitaStats depends on every library the entries use: one build instruments them all.
echo "== build the libraries under test (release, -enable-testing, $SANITIZE) in $BUILD"
"$SWIFT" build -c release --build-path "$BUILD" --target QiitaStats -Xswiftc "$SANITIZE" -Xswiftc -enable-testing \
    2>&1 | { grep -vE '^\[[0-9]+/[0-9]+\]' || true; }
test "${PIPESTATUS[0]}" -eq 0

# The C modules the Swift modules import (an entry that links QiitaStats reaches the adapters of
# libpng, FreeType, fontconfig and SQLite): their module maps, and FreeType's include folder.
c_modules=()
for map in Sources/C*/module.modulemap "$BUILD"/release/C*.build/module.modulemap; do
    c_modules+=(-Xcc "-fmodule-map-file=$map")
done
for flag in $(pkg-config --cflags-only-I freetype2 fontconfig libpng sqlite3); do c_modules+=(-Xcc "$flag"); done
c_modules+=(-lfreetype -lfontconfig -lpng16 -lz -lsqlite3)

mkdir -p "$BUILD/bin" "$BUILD/logs"
for target in $TARGETS; do
    objects=()
    for module in $(modules "$target"); do
        objects+=("$BUILD"/release/"$module".build/*.o)
    done
    echo "== link $BUILD/bin/$target"
    "$SWIFTC" "$SANITIZE" -O -parse-as-library -swift-version 6 -g -use-ld=lld -I "$BUILD/release/Modules" \
        "${c_modules[@]}" fuzz/Support.swift "fuzz/$target.swift" "${objects[@]}" -o "$BUILD/bin/$target"
done

failed=()
summary=()
for target in $TARGETS; do
    corpus=$BUILD/corpus/$target
    artifacts=$BUILD/artifacts/$target
    log=$BUILD/logs/$target.log
    mkdir -p "$corpus" "$artifacts"
    dictionary=()
    if [[ -f fuzz/dict/$target.dict ]]; then dictionary=("-dict=fuzz/dict/$target.dict"); fi
    marker=$(mktemp)
    echo "== fuzz $target for $SECONDS_EACH s (log: $log)"
    status=0
    started=$SECONDS
    # New inputs go to the first directory (under .build); the seeds are only read. Swift's
    # backtracer is off: libFuzzer and ASan report the crash, and ASan trips over the backtracer.
    # An input that runs 10 s (endless recursion, say) counts as a crash. Leaks are not looked for:
    # LeakSanitizer reports the arrays in the enum payloads of a global built once per process
    # (`CommandCatalog.entries`) as leaked, though the global holds them to the end: it does not
    # find Swift's pointer to them.
    ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no "$BUILD/bin/$target" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 \
        -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$artifacts/" "${dictionary[@]}" "$corpus" "fuzz/corpus/$target" \
        >"$log" 2>&1 || status=$?
    elapsed=$((SECONDS - started))
    new_artifacts=$(find "$artifacts" -type f -newer "$marker")
    rm -f "$marker"
    crashes=$(printf '%s' "$new_artifacts" | grep -c . || true)
    if [[ $status -ne 0 && $crashes -eq 0 ]]; then crashes="exit $status"; fi
    line=$(printf '%-10s %4s s  %10s executions  cov %5s  ft %6s  corpus %5s  crashes %s' "$target" "$elapsed" \
        "$(last_value 'stat::number_of_executed_units' "$log")" "$(last_value cov "$log")" \
        "$(last_value ft "$log")" "$(last_value corp "$log")" "$crashes")
    summary+=("$line")
    echo "$line"
    if [[ $status -ne 0 || -n $new_artifacts ]]; then
        failed+=("$target")
        grep -E 'invariant violated|Fatal error|ERROR: (libFuzzer|AddressSanitizer)|^SUMMARY' "$log" | head -n 5 || true
        for artifact in $new_artifacts; do echo "   reproduce: $BUILD/bin/$target $artifact"; done
    fi
done

echo "== fuzzing summary"
printf '%s\n' "${summary[@]}"
if [[ ${#failed[@]} -gt 0 ]]; then
    echo "fuzz: crashed or broke an invariant: ${failed[*]}" >&2
    exit 1
fi
