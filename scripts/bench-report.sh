#!/usr/bin/env bash
# `qiita-stats report --offline` from a warm cache (537 items): median wall time with hyperfine.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release
work=$(mktemp -d)
trap 'kill "$emulator" 2>/dev/null || true; rm -rf "$work"' EXIT
"$bin/qiita-emulator" --port 0 --items "${ITEMS:-537}" > "$work/emulator.out" &
emulator=$!
for _ in $(seq 50); do grep -q listening "$work/emulator.out" 2>/dev/null && break; sleep 0.1; done
base=$(head -1 "$work/emulator.out" | sed 's/^listening on //')
export HOME="$work/home" QIITA_API_BASE_URL="$base" QIITA_TOKEN=emu-token TZ=Asia/Tokyo COLUMNS=120
"$bin/qiita-stats" fetch --quiet
kill "$emulator"
hyperfine -N --warmup 5 --runs "${RUNS:-50}" --style none --export-json "$work/times.json" \
    "$bin/qiita-stats report --offline --color always" \
    "$bin/qiita-stats report --offline --year 2025 --color always" \
    "$bin/qiita-stats report --offline --year 2025 --json /dev/null" \
    "$bin/qiita-stats --version"
python3 - "$work/times.json" <<'PY'
import json, sys
for result in json.load(open(sys.argv[1]))["results"]:
    command = result["command"].split("release/", 1)[-1]
    print(f"  median {result['median'] * 1000:6.1f} ms  (min {result['min'] * 1000:.1f})  {command}")
PY
echo "target: report --offline under 30 ms; the --version line is process start-up alone"
