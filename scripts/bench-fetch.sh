#!/usr/bin/env bash
# Fetch benchmark: 400 items whose views are missing from the list, 50 ms latency on every
# answer, 8 per-item requests in flight. Prints wall and CPU time of `qiita-stats fetch`
# (median of RUNS), the request counts from the emulator's log, and the ideal bound.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release
items=${ITEMS:-400}
latency=${LATENCY_MS:-50}
concurrency=${CONCURRENCY:-8}
runs=${RUNS:-7}
work=$(mktemp -d)
trap 'kill "$emulator" 2>/dev/null || true; rm -rf "$work"' EXIT

"$bin/qiita-emulator" --port 0 --items "$items" --list-views off --latency-ms "$latency" \
    --rate-limit 100000 --log "$work/requests.jsonl" > "$work/emulator.out" &
emulator=$!
for _ in $(seq 50); do grep -q listening "$work/emulator.out" 2>/dev/null && break; sleep 0.1; done
base=$(head -1 "$work/emulator.out" | sed 's/^listening on //')

# CPU time the hypervisor gave to other guests (the "steal" column of /proc/stat, in ms):
# on a shared VM it explains the slow outliers.
steal() { awk '/^cpu /{print $9 * 10; exit}' /proc/stat 2>/dev/null || echo 0; }
# bash's own `time`, as GNU time's -f "%e %U %S" (BSD's time has no -f): wall, user, system.
TIMEFORMAT='%R %U %S'
walls=()
cpus=()
steals=()
for _ in $(seq "$runs"); do
    skip=$(wc -l < "$work/requests.jsonl")
    stolen=$(steal)
    { time HOME="$work/home" QIITA_API_BASE_URL="$base" QIITA_TOKEN=emu-token \
        "$bin/qiita-stats" fetch --quiet --concurrency "$concurrency"; } 2> "$work/time"
    read -r wall user system < "$work/time"
    walls+=("$wall")
    cpus+=("$(echo "$user + $system" | bc)")
    steals+=("$(( $(steal) - stolen ))")
done
sleep 0.2
last=$(wc -l < "$work/requests.jsonl")  # the last fetch's requests are lines skip..last
median() { printf '%s\n' "$@" | sort -n | sed -n "$(( ($# + 1) / 2 ))p"; }
pages=$(( (items + 99) / 100 ))
# The bound: page 1 must arrive before the first item can be asked for (the user, the other
# pages and the avatar can overlap), then the items go in waves of `concurrency`.
waves=$(( (items + concurrency - 1) / concurrency ))
ideal=$(echo "scale=3; (1 + $waves) * $latency / 1000" | bc)
# The same item requests through the curl command-line tool, as a floor for this machine.
python3 - "$work/requests.jsonl" "$base" > "$work/urls.txt" <<'PY'
import json, sys
seen = []
for line in open(sys.argv[1]):
    path = json.loads(line)["path"]
    if path.startswith("/api/v2/items/") and path not in seen:
        seen.append(path)
for path in seen:
    print(f'url = "{sys.argv[2]}{path}"\noutput = "/dev/null"')
PY
curls=()
for _ in $(seq 3); do
    { time curl -s --no-progress-meter --parallel --parallel-max "$concurrency" \
        -H "Authorization: Bearer emu-token" -K "$work/urls.txt"; } 2> "$work/curl-time"
    read -r wall _ < "$work/curl-time"
    curls+=("$wall")
done
python3 - "$work/requests.jsonl" "$skip" "$last" <<PY
import json, sys, collections
counts = collections.Counter()
records = [json.loads(line) for line in open(sys.argv[1]).readlines()[int(sys.argv[2]):int(sys.argv[3])]]
for record in records:
    path = record["path"]
    kind = "items" if path.startswith("/api/v2/items/") else "pages" if path.endswith("/items") else "avatar" if path.startswith("/avatars/") else "user"
    counts[kind] += 1
print(f"requests (last run): user {counts['user']}, pages {counts['pages']}, items {counts['items']}, avatar {counts['avatar']}")
items = [r for r in records if r["path"].startswith("/api/v2/items/")]
if items:
    span = max(r["end"] for r in items) - min(r["start"] for r in items)
    print(f"item phase (last run, server's log): {span:.3f} s from the first item request to the last answer")
PY
wall=$(median "${walls[@]}")
cpu=$(median "${cpus[@]}")
echo "fetch $items items, views not in the list, ${latency} ms latency, concurrency $concurrency, $runs runs:"
echo "  wall median ${wall} s (runs: ${walls[*]})"
echo "  CPU stolen by the hypervisor per run, ms: ${steals[*]}"
echo "  CPU  median ${cpu} s (user+system)"
echo "  ideal ${ideal} s for $(( 2 + pages + items )) requests (page 1, then $waves waves); wall/ideal = $(echo "scale=3; $wall / $ideal" | bc) (target ≤ 1.05)"
echo "  floor here: curl --parallel --parallel-max $concurrency takes $(median "${curls[@]}") s for the $items item requests alone"
