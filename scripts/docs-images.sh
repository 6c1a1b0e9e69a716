#!/usr/bin/env bash
# Regenerates the pictures of the README from the emulator's demo data (`make docs-images`):
# docs/contributions-light.png, docs/contributions.svg and docs/badge.svg are the demo's own, the same twelve months are
# drawn dark from the demo's store, and docs/report-html.png is Chromium's screenshot of the
# demo's page when Chromium is installed (CHROMIUM=/path picks another). The dataset is fixed in
# time: the same build gives the same bytes. DocsPicturesTests fails when the calendars (the
# PNGs by pixels, the SVG by bytes) or the badge differ from what the code draws; the screenshot
# is not compared.
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${QIITA_STATS:-.build/release/qiita-stats}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
TZ=Asia/Tokyo "$tool" demo --output "$work" --color never >"$work/demo.txt"
read -r from to < <(sed -n 's/^\$ qiita-stats report --from \([0-9-]*\) --to \([0-9-]*\) --png .*$/\1 \2/p' "$work/demo.txt")
# The demo's store and Zenn link, read back offline under the emulator's host:port (gone by now).
base=$(sed -n 's/^A Qiita API v2 emulator is serving .* at \(http:[^ ,]*\).*$/\1/p' "$work/demo.txt")
mkdir -p docs
cp "$work/contributions.png" docs/contributions-light.png
cp "$work/contributions.svg" docs/contributions.svg
cp "$work/badge.svg" docs/badge.svg
TZ=Asia/Tokyo QIITA_API_BASE_URL="$base" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/data/config" \
    "$tool" report --offline --from "$from" --to "$to" --theme dark --png docs/contributions-dark.png
browser=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
if [ -n "$browser" ]; then
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --screenshot="$PWD/docs/report-html.png" \
        --window-size=1280,1100 "file://$work/report.html" 2>/dev/null
else
    echo "docs-images: no Chromium; docs/report-html.png left as it is" >&2
fi
ls -l docs/contributions-light.png docs/contributions-dark.png docs/contributions.svg docs/badge.svg docs/report-html.png
