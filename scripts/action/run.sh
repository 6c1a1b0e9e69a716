#!/usr/bin/env bash
# The action's "make the files" step: one badge per format asked for, then the report.
# The first badge fetches when the cache (restored by actions/cache) is older than --max-age,
# else reuses it: the same data gives the same bytes, and nothing is committed.
# That fetch records a snapshot in the history of fetches. With HISTORY=commit the history
# travels in the repository: OUTPUT_DIR/history.jsonl is imported first (idempotent) and
# exported again at the end, so the commit step commits it when a fetch added rows.
# Environment: QIITA_STATS (the binary), OUTPUT_DIR, BADGE_FORMATS (e.g. "svg json"),
# BADGE_METRIC, BADGE_LABEL (empty: the tool's default), ZENN_USER (empty: Qiita only), REPORT
# (true/false), HISTORY (cache/commit/off), and QIITA_TOKEN. The first badge links ZENN_USER to the
# account; the later commands read the link. A partial fetch (an article unreadable, the rate limit, Zenn down)
# still gives every file, each saying what it lacks, and the job goes on with a warning annotation a problem.
set -euo pipefail
bin=${QIITA_STATS:?the qiita-stats binary}
out=${OUTPUT_DIR:-qiita-stats}
mkdir -p "$out"
history_file="$out/history.jsonl"
if [ "${HISTORY:-cache}" = commit ] && [ -f "$history_file" ]; then
    "$bin" history import --quiet "$history_file"
fi
label=() zenn=()
if [ -n "${BADGE_LABEL:-}" ]; then label=(--label "$BADGE_LABEL"); fi
if [ -n "${ZENN_USER:-}" ]; then zenn=(--zenn "$ZENN_USER"); fi
errors=$(mktemp) partial=$(mktemp)
trap 'rm -f "$errors" "$partial"' EXIT
# step COMMAND...: runs qiita-stats, its stderr in the job's log. Exit 3 (partial: the files are written, but
# the fetch did not get everything) goes on, and what is missing becomes one annotation a line, at the end.
step() {
    local status=0
    "$@" 2> "$errors" || status=$?
    cat "$errors" >&2
    if [ "$status" -eq 3 ]; then grep '^qiita-stats: warning: ' "$errors" >> "$partial" || true; return 0; fi
    return "$status"
}
# Not --quiet: a failed fetch's warning (and the grey badge it leads to) belongs in the job's log.
# ${a[@]+"${a[@]}"}: an empty array under set -u, which bash before 4.4 (macOS's 3.2) calls unbound.
for format in ${BADGE_FORMATS:-svg}; do
    step "$bin" badge --metric "${BADGE_METRIC:-all}" ${label[@]+"${label[@]}"} ${zenn[@]+"${zenn[@]}"} \
        --format "$format" --output "$out/badge.$format" --on-error badge
    if [ "$format" = svg ] && [ "${BADGE_DARK:-true}" = true ]; then
        step "$bin" badge --metric "${BADGE_METRIC:-all}" ${label[@]+"${label[@]}"} --theme dark \
            --format svg --output "$out/badge-dark.svg" --on-error badge
    fi
done
if [ "${REPORT:-true}" = true ]; then
    # With no data yet (a first run whose fetch failed: a revoked token, Qiita down) the grey
    # badge above says so and the report waits for the first good day, instead of failing the
    # job (docs/github-actions.md); any other failure of the report fails it.
    status=0
    step "$bin" report --offline --png "$out/contributions.png" --svg "$out/contributions.svg" \
        --html "$out/report.html" || status=$?
    if [ "$status" -ne 0 ]; then
        grep -q '^qiita-stats: error: no cached snapshot' "$errors" || exit "$status"
        echo "::warning::qiita-stats: no report yet: no fetch has succeeded so far"
    fi
fi
sort -u "$partial" | sed 's/^qiita-stats: warning: /::warning::qiita-stats: partial: /'
if [ "${HISTORY:-cache}" = commit ]; then
    "$bin" history export "$history_file"
fi
