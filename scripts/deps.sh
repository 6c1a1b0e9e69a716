#!/usr/bin/env bash
# Installs what the build and the tests need when any of it is missing, with the system's
# package manager, or prints the exact command where it may not run it:
#   - macOS: Homebrew, the formulae in BREW_FORMULAE (brew runs as the user who owns Homebrew);
#   - Debian and Ubuntu: apt-get, the packages given as arguments (as root; otherwise the
#     command is printed). Fast (dpkg only) when everything is there;
#   - anywhere else: what to install, and nothing is run.
#   BREW_FORMULAE="FORMULA..." scripts/deps.sh DEBIAN-PACKAGE...
# Written for bash 3.2 as well (macOS's /bin/bash): no empty array is expanded under set -u.
set -euo pipefail

if [ "$(uname -s)" = Darwin ]; then
    read -r -a formulae <<< "${BREW_FORMULAE:-}"
    [ ${#formulae[@]} -gt 0 ] || exit 0
    if ! command -v brew > /dev/null 2>&1; then
        echo "deps: Homebrew is needed (https://brew.sh); then run:" >&2
        echo "  brew install ${formulae[*]}" >&2
        exit 1
    fi
    # An installed formula has its opt link; a tool (pkg-config, an alias of pkgconf) is on PATH.
    prefix=$(brew --prefix)
    missing=0
    for formula in "${formulae[@]}"; do
        [ -e "$prefix/opt/$formula" ] || command -v "$formula" > /dev/null 2>&1 || missing=1
    done
    [ "$missing" = 1 ] || exit 0
    echo "deps: installing ${formulae[*]} with Homebrew" >&2
    # Installs what is missing and leaves what is installed as it is (no upgrade).
    HOMEBREW_NO_INSTALL_UPGRADE=1 brew install "${formulae[@]}"
    exit 0
fi

if ! command -v dpkg-query > /dev/null 2>&1 || ! command -v apt-get > /dev/null 2>&1; then
    echo "deps: neither apt-get nor Homebrew here; install with your package manager what these" >&2
    echo "  Debian packages hold: $*" >&2
    echo "  (the build needs pkg-config finding libpng, freetype2, fontconfig and sqlite3, and libcurl)" >&2
    exit 1
fi
missing=()
for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2> /dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi
command="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
    echo "deps: missing ${missing[*]}; run as root:" >&2
    echo "  sudo sh -c '$command'" >&2
    exit 1
fi
echo "deps: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}"
