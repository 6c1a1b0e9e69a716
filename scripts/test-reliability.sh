#!/usr/bin/env bash
# The reliability suite: the built qiita-stats against the built qiita-emulator, with every fault
# of the emulator's grammar and every rewriting option. For each scenario it checks the exit code
# of the contract (docs/cli.md, exit codes), that a failure says so in exactly one `qiita-stats: error:`
# line (plus at most a `hint:` line), that nothing reaches the terminal raw, and that after a
# failure every earlier cache, history and output file is byte-identical, with no temporary file
# left. Every scenario runs twice, the second time with --verbose, and the token is a canary:
# at the end it must appear in the credentials file and nowhere else (outputs, caches, history,
# anything printed).
#
#   scripts/test-reliability.sh            run every scenario (make test-reliability)
#   scripts/test-reliability.sh redirect   only scenarios whose name contains "redirect"
#
# It runs the debug build (`make test` builds it); set BIN to use another folder.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
bin=${BIN:-.build/debug}
for tool in qiita-stats qiita-emulator; do
    [[ -x "$bin/$tool" ]] || { echo "test-reliability: $bin/$tool is missing; run 'swift build' first" >&2; exit 1; }
done
only=${1:-}
work=$(mktemp -d)
emulator=
cleanup() {
    [[ -n "$emulator" ]] && kill "$emulator" 2>/dev/null && wait "$emulator" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
canary="qs-canary-$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')"
export HOME="$work/home" TZ=Asia/Tokyo LANG=C.UTF-8 COLUMNS=100
unset QIITA_TOKEN XDG_CACHE_HOME XDG_CONFIG_HOME XDG_DATA_HOME QIITA_API_BASE_URL NO_COLOR CLICOLOR_FORCE FORCE_COLOR
out="$work/out"
items=150
port=0
passed=0
failed=0
started=$SECONDS
verbose=

# start_emulator ARGS…: an emulator on $port (a free one the first time), its URL exported.
# Without bodies the dataset is made at once, even on a busy machine with a debug build.
start_emulator() {
    # Removed first: the shell opens the file for the child only once it runs, and the last
    # emulator's listening line must not be read for this one's.
    rm -f "$work/emulator.out"
    "$bin/qiita-emulator" --port "$port" --items "$items" --bodies off --token "$canary" "$@" > "$work/emulator.out" 2>&1 &
    emulator=$!
    for _ in $(seq 1200); do
        grep -q '^listening on' "$work/emulator.out" 2>/dev/null && break
        kill -0 "$emulator" 2>/dev/null || break
        sleep 0.05
    done
    local url
    url=$(sed -n 's/^listening on //p' "$work/emulator.out" | head -1)
    if [[ -z "$url" ]]; then
        local status=running
        kill -0 "$emulator" 2>/dev/null || { wait "$emulator"; status="exit $?"; }
        echo "test-reliability: the emulator ($*) did not start ($status): $(cat "$work/emulator.out")" >&2
        exit 1
    fi
    export QIITA_API_BASE_URL="$url" ZENN_API_BASE_URL="$url"
    port=${url##*:}
}

# run_for SECONDS COMMAND...: runs COMMAND and sends it SIGTERM after SECONDS, as GNU's
# timeout(1) would (BSD systems have none); its exit status, or 143 when it was stopped.
run_for() {
    perl -e '$seconds = shift; $pid = fork // die "fork: $!"; if (!$pid) { exec @ARGV or die "exec: $!" }
        $SIG{ALRM} = sub { kill "TERM", $pid }; alarm $seconds; waitpid $pid, 0;
        exit($? & 127 ? 128 + ($? & 127) : $? >> 8)' "$@"
}

stop_emulator() {
    kill "$emulator" 2>/dev/null
    wait "$emulator" 2>/dev/null
    emulator=
}

# The bytes of every file of the credentials and the outputs (names and SHA-256), and the rows of
# the store but the quota's count, which every request changes, whatever becomes of the fetch.
# shasum is perl's, on macOS and Debian alike.
manifest() {
    (cd "$work" && find home out -type f ! -name 'history.sqlite3*' -exec shasum -a 256 {} + 2>/dev/null |
        LC_ALL=C sort -k 2)
    local store="$work/home/.local/share/qiita-stats/history.sqlite3"
    [[ -f "$store" ]] || return 0
    python3 -c 'import sqlite3, sys
rows = sqlite3.connect(sys.argv[1]).iterdump()
print("\n".join(row for row in rows if "quotas" not in row))' "$store" | shasum -a 256
}

# The cache and the outputs of a good fetch and report, kept aside and put back before each
# scenario, so that every scenario starts from the same files.
prepare_baseline() {
    start_emulator
    printf '%s\n' "$canary" | "$bin/qiita-stats" auth login --with-token > /dev/null ||
        { echo "test-reliability: the baseline login failed" >&2; exit 1; }
    "$bin/qiita-stats" fetch -q || { echo "test-reliability: the baseline fetch failed" >&2; exit 1; }
    [[ -s "$work/home/.local/share/qiita-stats/history.sqlite3" ]] ||
        { echo "test-reliability: the baseline fetch recorded no history" >&2; exit 1; }
    mkdir -p "$out"
    "$bin/qiita-stats" report --offline --year 2025 --json "$out/report.json" > /dev/null 2>&1
    "$bin/qiita-stats" report --offline --year 2025 --color never > "$out/report.txt" 2> /dev/null
    stop_emulator
    cp -a "$work/home" "$work/baseline-home"
    cp -a "$out" "$work/baseline-out"
    manifest > "$work/baseline.manifest"
}

restore_baseline() {
    rm -rf "${work:?}/home" "$out"
    cp -a "$work/baseline-home" "$work/home"
    cp -a "$work/baseline-out" "$out"
}

report_failure() {
    failed=$((failed + 1))
    echo "FAIL $1: $2"
    sed 's/^/    stderr: /' "$work/stderr" | head -8
}

# check NAME EXPECTED: the last run's exit code, messages and files.
check() {
    local name=$1 expected=$2 status
    status=$(cat "$work/status")
    if [[ "$status" != "$expected" ]]; then
        report_failure "$name" "exit $status, expected $expected"
        return
    fi
    # Nothing from the API reaches the terminal raw: no ESC, C0 (but tab and newline), C1 or bidi override.
    # (perl, not grep -P, which BSD's grep lacks; exit 0 on the first such character.)
    if perl -CSD -ne 'if (/[\x00-\x08\x0B-\x1F\x7F\x{80}-\x{9F}\x{202A}-\x{202E}]/) { $found = 1; exit 0 }
        END { $? = $found ? 0 : 1 }' "$work/stderr" "$work/stdout"; then
        report_failure "$name" "control characters reached the terminal"
        return
    fi
    local errors
    errors=$(grep -c '^qiita-stats: error: ' "$work/stderr")
    case $expected in
        0 | 3)
            if [[ $errors -ne 0 ]]; then report_failure "$name" "an error line on success"; return; fi
            ;;
        *)
            if [[ -n "$verbose" ]]; then
                if [[ $errors -ne 1 ]]; then report_failure "$name" "expected one 'qiita-stats: error:' line"; return; fi
            elif [[ $errors -ne 1 ]] || ! head -1 "$work/stderr" | grep -q '^qiita-stats: error: '; then
                report_failure "$name" "expected one 'qiita-stats: error:' line first"
                return
            fi
            if [[ -z "$verbose" ]] && { [[ $(wc -l < "$work/stderr") -gt 2 ]] ||
                { [[ $(wc -l < "$work/stderr") -eq 2 ]] && ! sed -n 2p "$work/stderr" | grep -q '^hint: '; }; }; then
                report_failure "$name" "more than the error line and a hint"
                return
            fi
            if ! diff -q <(manifest) "$work/baseline.manifest" > /dev/null; then
                report_failure "$name" "the cache or an output changed after a failure"
                diff <(manifest) "$work/baseline.manifest" | head -6 | sed 's/^/    /'
                return
            fi
            ;;
    esac
    if find "$work/home" "$out" -name '*.tmp-*' | grep -q .; then
        report_failure "$name" "a temporary file was left behind"
        return
    fi
    passed=$((passed + 1))
}

# scenario NAME EXPECTED [EMULATOR ARGS…] -- TOOL ARGS…: starts the emulator with the
# arguments, runs the tool and checks it; NAME filtered by $1.
scenario() {
    local name=$1 expected=$2
    shift 2
    local emulator_args=()
    while [[ $# -gt 0 && "$1" != "--" ]]; do
        emulator_args+=("$1")
        shift
    done
    shift
    [[ -z "$only" || "$name" == *"$only"* ]] || return 0
    restore_baseline
    start_emulator ${emulator_args[@]+"${emulator_args[@]}"}
    "$bin/qiita-stats" "$@" $verbose > "$work/stdout" 2> "$work/stderr"
    echo $? > "$work/status"
    stop_emulator
    cat "$work/stdout" "$work/stderr" >> "$work/transcript"
    check "$name${verbose:+ ($verbose)}" "$expected"
}

prepare_baseline
report="report --refresh --year 2025 --json $out/report.json"

all_scenarios() {
    # Status faults: retried ones fail with 69 after their tries, the others at once.
    for code in 500 502 503 504; do
        scenario "status=$code" 69 --faults "status=$code" -- fetch
        scenario "status=$code, html page" 69 --faults "status=$code:body=html" -- fetch
    done
    scenario "status=503 twice, then served" 0 --faults "status=503:times=2" -- fetch
    scenario "status=429 with Retry-After, once" 0 --faults "status=429:retry-after=1:times=1" -- fetch
    scenario "status=429 on every try" 75 --faults "status=429" -- fetch
    scenario "status=400 on the list" 1 --faults "status=400:path=/api/v2/authenticated_user/items" -- fetch
    scenario "status=401" 77 --faults "status=401" -- fetch
    scenario "status=403 on the list" 77 --faults "status=403:path=/api/v2/authenticated_user/items" -- fetch
    scenario "status=403 on another user's list" 1 --faults "status=403:path=/api/v2/users/*" -- fetch --user emu-user
    scenario "status=404 for the user" 1 -- fetch --user nobody-here
    scenario "status=503 on page 2" 69 --faults "status=503:page=2:path=/api/v2/authenticated_user/items" -- fetch
    scenario "status=500 for every article" 69 --list-views off --faults "status=500:path=/api/v2/items/*" -- fetch
    article=$(HOME="$work/baseline-home" "$bin/qiita-stats" history export --format csv | sed -n 2p | cut -d, -f3)
    scenario "status=500 for one article" 3 --list-views off --faults "status=500:path=/api/v2/items/$article" -- fetch
    scenario "status=503 during a report" 69 --faults "status=503" -- $report
    scenario "status=503 during auth status" 69 --faults "status=503" -- auth status
    scenario "status=503 twice during auth status" 0 --faults "status=503:times=2" -- auth status

    # Broken deliveries and bodies.
    scenario "reset" 69 --faults "reset" -- fetch
    scenario "reset of page 2" 69 --faults "reset:page=2" -- fetch
    scenario "reset once" 0 --faults "reset:times=1" -- fetch
    scenario "truncate" 69 --faults "truncate" -- fetch
    scenario "truncate during a report" 69 --faults "truncate" -- $report
    scenario "malformed-json list" 65 --faults "malformed-json:path=/api/v2/authenticated_user/items" -- fetch
    scenario "malformed-json user" 65 --faults "malformed-json:path=/api/v2/authenticated_user" -- fetch
    scenario "malformed-json during a report" 65 --faults "malformed-json:path=/api/v2/authenticated_user" -- $report
    scenario "stall past the timeout" 69 --faults "stall:ms=3000" -- fetch --timeout 0.3
    scenario "stall within the timeout" 0 --faults "stall:ms=300:times=2" -- fetch --timeout 5
    for avatar in svg html huge truncated; do
        scenario "avatar=$avatar" 0 --faults "avatar=$avatar" -- fetch
    done

    # Quota and clocks.
    scenario "quota used up" 75 --rate-limit 1 -- fetch
    scenario "quota used up, 403" 75 --rate-limit 1 --rate-limit-status 403 -- fetch
    scenario "quota used up during views" 3 --list-views off --rate-limit 40 -- fetch
    scenario "reset a year away, --wait" 75 --rate-limit 1 --set-header Rate-Reset=99999999999 -- fetch --wait
    scenario "server clock two hours ahead" 0 --clock-offset-s 7200 -- fetch
    scenario "server clock a day behind, no Date" 0 --clock-offset-s -86400 --drop-header Date -- fetch

    # Rewritten headers: counts missing, low, huge, negative; no rate headers.
    scenario "no Total-Count, no Link" 0 --drop-header Total-Count --drop-header Link -- fetch
    scenario "Total-Count too low" 0 --set-header Total-Count=50 -- fetch
    scenario "Total-Count huge" 0 --set-header Total-Count=9223372036854775807 -- fetch
    scenario "Total-Count negative" 0 --set-header Total-Count=-5 -- fetch
    scenario "Link to page 100000" 0 --drop-header Total-Count \
        --set-header "Link=<http://127.0.0.1/x?page=100000&per_page=100>; rel=\"last\"" -- fetch
    scenario "no rate headers" 0 --drop-header Rate-Remaining --drop-header Rate-Reset --drop-header Rate-Limit -- fetch

    # Hostile data: escapes in ids and names, ids that are paths, counts past Int64 or below 0
    # (an article's bad count passes that article over, exit 3; the user's is bad data).
    evil='"evil\u001b]0;pwned\u0007\u001b[2J\u009b31m\u202e"'
    scenario "escapes in the user's name" 0 --edit "user:name=$evil" -- fetch
    scenario "escapes in the user's id" 65 --edit "user:id=$evil" -- fetch
    scenario "a user id that is a formula" 65 --edit 'user:id="=HYPERLINK(\"http://x\")"' -- fetch
    scenario "escapes in a title, report" 0 --edit "item:0:title=$evil" -- report --refresh --year 2025 --color never
    scenario "escapes in an item id" 65 --edit "item:0:id=$evil" -- fetch
    scenario "an item id that is a path" 65 --list-views off --edit 'item:0:id="../../authenticated_user"' -- fetch
    scenario "likes past Int64" 3 --edit "item:0:likes_count=9223372036854775808" -- fetch
    scenario "negative stocks" 3 --edit "item:3:stocks_count=-3" -- fetch
    scenario "views of 1e300" 3 --edit "item:1:page_views_count=1e300" -- fetch
    scenario "a huge items_count" 65 --edit "user:items_count=99999999999999999" -- fetch
    scenario "likes past Int64 during a report" 3 --edit "item:0:likes_count=9223372036854775808" -- $report
    scenario "a title that is a number" 65 --edit "item:2:title=42" -- fetch

    # Zenn beside Qiita: Zenn failing leaves Qiita's fetch whole (exit 3); an unknown user is
    # an error and nothing is stored; hostile Zenn strings and paths never reach an output raw.
    zenn="fetch --zenn emu-user"
    scenario "zenn status=500" 3 --faults "status=500:path=/api/articles" -- $zenn
    scenario "zenn malformed-json" 3 --faults "malformed-json:path=/api/articles" -- $zenn
    scenario "zenn reset of page 2" 3 --faults "reset:path=/api/articles:page=2" -- $zenn
    scenario "zenn status=429 with Retry-After, once" 0 --faults "status=429:path=/api/articles:retry-after=1:times=1" -- $zenn
    scenario "zenn unknown user" 1 -- fetch --zenn nobody-here
    scenario "zenn escapes in a title, a javascript: path, a huge count" 3 --edit "zenn:0:title=$evil" \
        --edit 'zenn:1:path="javascript:alert(1)"' --edit "zenn:2:liked_count=9223372036854775808" \
        -- report --refresh --zenn emu-user --year 2025 --color never

    # A redirect to another origin: the token stays behind, and the answer is not a rejected token.
    scenario "redirect to another origin" 69 --faults "redirect=localhost:path=/api/v2/authenticated_user" -- fetch
    scenario "redirect to another origin, auth status" 69 \
        --faults "redirect=localhost:path=/api/v2/authenticated_user" -- auth status
    scenario "redirect of the list to another origin" 69 \
        --faults "redirect=localhost:path=/api/v2/authenticated_user/items" -- fetch
}
all_scenarios
verbose=--verbose all_scenarios

# Ctrl-C during a stalled fetch: 130 within a second, nothing changed.
interrupt() {
    [[ -z "$only" || "interrupt" == *"$only"* ]] || return 0
    restore_baseline
    start_emulator --faults "stall:ms=20000:page=2"
    "$bin/qiita-stats" fetch > "$work/stdout" 2> "$work/stderr" &
    local child=$!
    sleep 1.5
    local before=$SECONDS
    kill -INT "$child"
    wait "$child"
    echo $? > "$work/status"
    stop_emulator
    if ((SECONDS - before > 1)); then report_failure "interrupt" "took more than a second"; return; fi
    check "interrupt" 130
}
interrupt

# The store under SIGKILL: 20 fetches killed at random moments leave `PRAGMA integrity_check`
# = ok and a report of the old fetch or the new one (the same data: the same articles); then
# four fetches at once all succeed, and the store is still whole.
integrity() {
    python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("PRAGMA integrity_check").fetchone()[0])' \
        "$work/home/.local/share/qiita-stats/history.sqlite3"
}
store_kills() {
    [[ -z "$only" || "store" == *"$only"* ]] || return 0
    restore_baseline
    : > "$work/stderr"
    start_emulator
    local round child articles expected pids=() status
    expected=$("$bin/qiita-stats" report --offline --year 2025 --json - 2> /dev/null | grep -c '"likes_count"')
    for round in $(seq 20); do
        "$bin/qiita-stats" fetch -q > /dev/null 2>&1 &
        child=$!
        sleep "0.$((RANDOM % 10))$((RANDOM % 10))"
        kill -KILL "$child" 2> /dev/null
        wait "$child" 2> /dev/null
        if [[ $(integrity) != ok ]]; then report_failure "store: kill $round" "integrity_check: $(integrity)"; break; fi
        articles=$("$bin/qiita-stats" report --offline --year 2025 --json - 2> "$work/stderr" | grep -c '"likes_count"')
        if [[ $articles != "$expected" ]]; then
            report_failure "store: kill $round" "the report after the kill has $articles articles, not $expected"
            break
        fi
    done
    for _ in 1 2 3 4; do
        "$bin/qiita-stats" fetch -q > /dev/null 2>> "$work/stderr" &
        pids+=($!)
    done
    status=0
    for child in "${pids[@]}"; do wait "$child" || status=$?; done
    stop_emulator
    if [[ $status -ne 0 ]]; then
        report_failure "store: four fetches at once" "one exited $status"
    elif [[ $(integrity) != ok ]]; then
        report_failure "store: four fetches at once" "integrity_check: $(integrity)"
    else
        passed=$((passed + 1))
    fi
}
store_kills

# The rate gate: with Rate-Reset in the past, `fetch --wait` waits for the used-up quota once for
# the whole fetch and sends one probe a wait: at most 16 requests over the quota in its first 12
# seconds, and at most 6 lines about waiting.
rate_gate() {
    [[ -z "$only" || "rate gate" == *"$only"* ]] || return 0
    restore_baseline
    rm -f "$work/requests.jsonl"
    start_emulator --list-views off --rate-limit 40 --rate-window-s 3600 --set-header Rate-Reset=1000 \
        --log "$work/requests.jsonl"
    run_for 12 "$bin/qiita-stats" fetch --wait > "$work/stdout" 2> "$work/stderr"
    stop_emulator
    local over lines
    over=$(python3 -c 'import json,sys
rows=[json.loads(l) for l in open(sys.argv[1])]
print(sum(1 for r in rows if r["status"] in (429, 403)))' "$work/requests.jsonl")
    lines=$(grep -c 'waiting' "$work/stderr")
    echo "rate gate: $over requests over the quota, $lines lines about waiting (limits 16 and 6)"
    if ((over == 0)); then
        report_failure "rate gate" "the quota was never used up: the scenario proves nothing"
    elif ((over > 16 || lines > 6)); then
        report_failure "rate gate" "$over requests over the quota and $lines lines about waiting in 12 s"
    else
        passed=$((passed + 1))
    fi
}
rate_gate

# Hostile user ids through the CSV: an import refuses them (65, nothing written, no escape on
# the terminal), and an export of the baseline opens safely and imports again.
hostile_csv() {
    [[ -z "$only" || "hostile csv" == *"$only"* ]] || return 0
    local header="host,user,article,created_at,fetched_at,views,likes,stocks,private" user
    for user in '=HYPERLINK("http://x","y")' $'a\e]52;c;aGk=\a' '../etc'; do
        restore_baseline
        printf '%s\n127.0.0.1:1,%s,0123456789abcdef0123,2025-01-01T00:00:00+09:00,2025-01-02T00:00:00+09:00,1,1,1,false\n' \
            "$header" "$user" > "$work/hostile.csv"
        "$bin/qiita-stats" history import "$work/hostile.csv" > "$work/stdout" 2> "$work/stderr"
        echo $? > "$work/status"
        check "hostile csv: import of ${user:0:12}" 65
    done
    restore_baseline
    "$bin/qiita-stats" history export --format csv > "$work/stdout" 2> "$work/stderr"
    echo $? > "$work/status"
    if grep -qE '(^|,)[=+@-]' "$work/stdout"; then
        report_failure "hostile csv: export" "a cell a spreadsheet would run"
        return
    fi
    check "hostile csv: export" 0
    cp "$work/stdout" "$work/exported.csv"
    rm -rf "$work/home/.local/share/qiita-stats"
    "$bin/qiita-stats" history import "$work/exported.csv" > "$work/stdout" 2> "$work/stderr"
    echo $? > "$work/status"
    check "hostile csv: the export imports again" 0
}
hostile_csv

# Standard output on a full disk: exit 1 with one error line and a hint, for every command that
# writes there, and nothing else changed.
full_disk() {
    [[ -z "$only" || "dev/full" == *"$only"* ]] || return 0
    [[ -e /dev/full ]] || { echo "note: no /dev/full on this system (macOS): the full-disk checks are skipped"; return 0; }
    local command
    for command in "report --offline --year 2025 --json -" "report --offline --year 2025" \
        "badge --offline --output -" "badge --offline --format json --output -" "history export" \
        "history export --format csv" "help report" "completions bash"; do
        restore_baseline
        : > "$work/stdout"
        "$bin/qiita-stats" $command > /dev/full 2> "$work/stderr"
        echo $? > "$work/status"
        check "/dev/full: $command" 1
    done
}
full_disk

# The canary token: in the credentials file, and in nothing else the tool wrote or printed.
canary_check() {
    local leaks
    leaks=$(grep -rlF "$canary" "$work/home" "$out" "$work/transcript" 2>/dev/null |
        grep -v '/\.config/qiita-stats/credentials\.json$')
    if [[ -n "$leaks" ]]; then
        report_failure "canary" "the token appears in: $leaks"
    elif ! grep -qF "$canary" "$work/home/.config/qiita-stats/credentials.json"; then
        report_failure "canary" "the credentials file does not hold the token (the check would prove nothing)"
    else
        passed=$((passed + 1))
    fi
}
canary_check

echo "test-reliability: $passed passed, $failed failed in $((SECONDS - started)) s"
[[ $failed -eq 0 ]]
