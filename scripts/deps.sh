#!/usr/bin/env bash
# Installs the Debian packages given as arguments when any is missing: with apt-get as
# root, otherwise prints the exact command. Fast (dpkg only) when everything is there.
set -euo pipefail
missing=()
for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "deps: missing ${missing[*]}; install them with your package manager (macOS: brew install curl libpng)" >&2
    exit 1
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
