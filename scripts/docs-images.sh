#!/usr/bin/env bash
# Regenerates docs/contributions-light.png and docs/contributions-dark.png from the emulator's
# demo data: `qiita-stats demo` writes the light one, then the same twelve months are drawn
# dark from the demo's cache. The dataset is fixed in time: the same build gives the same bytes.
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${QIITA_STATS:-.build/release/qiita-stats}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
TZ=Asia/Tokyo "$tool" demo --output "$work" --color never >"$work/demo.txt"
read -r from to < <(sed -n 's/^\$ qiita-stats report --from \([0-9-]*\) --to \([0-9-]*\) --png .*$/\1 \2/p' "$work/demo.txt")
snapshot=$(find "$work/cache" -name snapshot.json | head -n 1)
mkdir -p docs
cp "$work/contributions.png" docs/contributions-light.png
TZ=Asia/Tokyo "$tool" report --snapshot "$snapshot" --from "$from" --to "$to" --theme dark \
    --png docs/contributions-dark.png
ls -l docs/contributions-light.png docs/contributions-dark.png
