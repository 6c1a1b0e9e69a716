#!/usr/bin/env bash
# `make deps` on other systems, with stand-ins first on PATH: a `uname` that answers Darwin or
# Linux, a `brew` that logs what it is asked, and apt-get, dpkg and dpkg-query that log being
# called. On macOS make deps installs the formulae with Homebrew and never asks apt or dpkg;
# with them all installed it installs nothing; without Homebrew it prints the command; on a
# system with neither it says what to install. `make test` runs it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "test-deps: $*" >&2; exit 1; }
# What macOS needs: the libraries, pkg-config to find them, pngcheck for the tests.
formulae="libpng freetype fontconfig sqlite pkg-config pngcheck"

# stand_ins DIR SYSTEM [brew]: the stand-ins in DIR, uname answering SYSTEM; `brew` too if asked.
stand_ins() {
    mkdir -p "$1/prefix/opt"
    printf '#!/bin/sh\n[ "${1:-}" = -m ] && echo arm64 || echo %s\n' "$2" > "$1/uname"
    for tool in apt-get dpkg dpkg-query; do
        printf '#!/bin/sh\necho "%s $*" >> "%s/calls"\nexit 1\n' "$tool" "$1" > "$1/$tool"
    done
    if [ "${3:-}" = brew ]; then
        printf '#!/bin/sh\nif [ "$1" = --prefix ]; then echo "%s/prefix"; exit 0; fi\necho "brew $*" >> "%s/calls"\n' \
            "$1" "$1" > "$1/brew"
    fi
    chmod +x "$1"/*
    : > "$1/calls"
}
# deps DIR: make deps with DIR first on PATH; its status, its messages in DIR/out.
deps() {
    local status=0
    PATH="$1:$PATH" make -s -C "$root" --no-print-directory deps > "$1/out" 2>&1 || status=$?
    echo "$status"
}

echo "test-deps: macOS with Homebrew and nothing installed"
stand_ins "$work/mac" Darwin brew
status=$(deps "$work/mac")
[ "$status" = 0 ] || fail "exit $status: $(cat "$work/mac/out")"
[ "$(cat "$work/mac/calls")" = "brew install $formulae" ] || fail "the calls: $(cat "$work/mac/calls")"

echo "test-deps: macOS with every formula installed"
stand_ins "$work/mac-ready" Darwin brew
for formula in $formulae; do mkdir -p "$work/mac-ready/prefix/opt/$formula"; done
status=$(deps "$work/mac-ready")
[ "$status" = 0 ] && [ ! -s "$work/mac-ready/calls" ] || fail "exit $status, calls: $(cat "$work/mac-ready/calls")"

echo "test-deps: macOS without Homebrew"
stand_ins "$work/mac-bare" Darwin
status=$(deps "$work/mac-bare")
[ "$status" != 0 ] && [ ! -s "$work/mac-bare/calls" ] || fail "exit $status, calls: $(cat "$work/mac-bare/calls")"
grep -q "brew install $formulae" "$work/mac-bare/out" || fail "no command printed: $(cat "$work/mac-bare/out")"

echo "test-deps: a system with neither apt-get nor Homebrew"
mkdir -p "$work/other"
printf '#!/bin/sh\necho Linux\n' > "$work/other/uname"
chmod +x "$work/other/uname"
for tool in bash env make sh; do ln -s "$(command -v "$tool")" "$work/other/$tool"; done
status=0
PATH="$work/other" make -s -C "$root" --no-print-directory deps > "$work/other/out" 2>&1 || status=$?
[ "$status" != 0 ] || fail "exit 0 with nothing installed"
grep -q "neither apt-get nor Homebrew" "$work/other/out" && grep -q "libpng-dev" "$work/other/out" ||
    fail "no word of what to install: $(cat "$work/other/out")"
echo "test-deps: ok"
