#!/usr/bin/env bash
# Runs the shell steps of action.yml, in order, against the emulator in a temporary git
# repository, with the binaries `make test` already built (.build/debug): the first run must
# commit the files, a second run with the same data must commit nothing. Then the history of
# fetches, a day later (the emulator serving higher views, the snapshot cache expired): kept
# by the Actions cache (emulated: the data folder stays), the views-gained badge has a gain;
# kept in the repository (history: commit, each run on a fresh runner), the first run commits
# history.jsonl and the second one, which re-imports it, has a gain. Steps that install
# packages or build are skipped (the binaries exist); `uses:` steps (caches) have no shell.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${BIN:-$root/.build/debug}
for tool in qiita-stats qiita-emulator; do
    [ -x "$bin/$tool" ] || { echo "ci-local: $bin/$tool is missing; build first (make debug)" >&2; exit 1; }
done
work=$(mktemp -d)
emulator=
trap '[ -n "$emulator" ] && kill "$emulator" 2>/dev/null; rm -rf "$work"' EXIT
# start_emulator PORT [ARGS...]: (re)starts the emulator; the history is kept per host:port,
# so a restart stays on the same port.
start_emulator() {
    local port=$1
    shift
    if [ -n "$emulator" ]; then kill "$emulator" 2>/dev/null; wait "$emulator" 2>/dev/null || true; fi
    : > "$work/emulator.out"
    "$bin/qiita-emulator" --port "$port" "$@" > "$work/emulator.out" &
    emulator=$!
    for _ in $(seq 100); do grep -q listening "$work/emulator.out" 2>/dev/null && break; sleep 0.1; done
    base=$(head -1 "$work/emulator.out" | sed 's/^listening on //')
    [ -n "$base" ] || { echo "ci-local: the emulator did not start" >&2; exit 1; }
}
start_emulator 0
port=${base##*:}

# PyYAML reads the action (a test tool, never the product's): from PyPI when Python lacks it.
python3 -c 'import yaml' 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check pyyaml >&2

# The YAML is checked and its shell steps extracted here: name, env, run, as NUL-separated
# records; arguments NAME=VALUE set inputs, and a step whose `if:` is false is left out.
cat > "$work/extract.py" <<'PY'
import re, shlex, sys, yaml
action = yaml.safe_load(open(sys.argv[1]))
workflow = yaml.safe_load(open(sys.argv[2]))
root, binary = sys.argv[3], sys.argv[4]
overrides = dict(argument.split("=", 1) for argument in sys.argv[5:])
assert action["runs"]["using"] == "composite", "a composite action"
assert workflow[True if True in workflow else "on"].keys() >= {"schedule", "workflow_dispatch"}, "daily and by hand"
assert workflow["permissions"] == {"contents": "write"} and "concurrency" in workflow
assert all(job["runs-on"] == "ubuntu-24.04" for job in workflow["jobs"].values()), "pinned ubuntu-24.04"
defaults = {name: str(spec.get("default", "")) for name, spec in action["inputs"].items()}
defaults["push"] = "true"
assert overrides.keys() <= defaults.keys(), f"unknown inputs {overrides.keys() - defaults.keys()}"
defaults.update(overrides)
assert "libsqlite3-dev" in str(action["runs"]["steps"][0]["run"]), "the history needs libsqlite3-dev"
def condition(step):
    test = step.get("if")
    if test is None:
        return True
    match = re.fullmatch(r"inputs\.([\w-]+) == '([^']*)'", test.strip())
    assert match, f"ci-local cannot evaluate if: {test}"
    return defaults[match.group(1)] == match.group(2)
def resolve(text):
    text = re.sub(r"\$\{\{\s*inputs\.([\w-]+)\s*\}\}", lambda m: defaults[m.group(1)], str(text))
    return text.replace("${{ github.action_path }}/.build/release", binary).replace("${{ github.action_path }}", root)
for step in action["runs"]["steps"]:
    if "run" not in step or not condition(step):
        continue
    name = step["name"]
    skip = name.startswith("Install") or name.startswith("Build")
    env = "".join(f"export {k}={shlex.quote(resolve(v))}\n" for k, v in step.get("env", {}).items())
    sys.stdout.write(f"{'skip' if skip else 'run'}\0{name}\0{env}{resolve(step['run'])}\0")
PY
# extract [NAME=VALUE...]: the steps with those inputs, into $work/steps.
extract() {
    python3 "$work/extract.py" "$root/action.yml" "$root/.github/workflows/qiita-stats.yml.example" "$root" "$bin" \
        "$@" > "$work/steps"
}
extract

git init --quiet --bare "$work/remote.git"
git init --quiet -b main "$work/repo"
cd "$work/repo"
git config user.name ci-local && git config user.email ci-local@example.invalid
git remote add origin "$work/remote.git"
git commit --quiet --allow-empty -m start && git push --quiet -u origin main
export HOME="$work/home" QIITA_API_BASE_URL="$base" QIITA_TOKEN=emu-token TZ=Asia/Tokyo GITHUB_ACTION_PATH="$root"

run_action() {
    while IFS= read -r -d '' mode && IFS= read -r -d '' name && IFS= read -r -d '' script; do
        if [ "$mode" = skip ]; then echo "  - $name (skipped: already built)"; continue; fi
        echo "  - $name"
        bash -euo pipefail -c "$script"
    done < "$work/steps"
}
commits() { git rev-list --count HEAD; }

echo "ci-local: first run"
run_action
[ "$(commits)" = 2 ] || { echo "ci-local: the first run did not commit" >&2; exit 1; }
for file in badge.svg badge-dark.svg badge.json contributions.png contributions.svg report.html; do
    git ls-files --error-unmatch "qiita-stats/$file" > /dev/null
done
grep -q 'data-date=' qiita-stats/contributions.svg || { echo "ci-local: contributions.svg has no days" >&2; exit 1; }
[ "$(git rev-parse HEAD)" = "$(git --git-dir="$work/remote.git" rev-parse main)" ] || { echo "ci-local: not pushed" >&2; exit 1; }
echo "ci-local: second run, same data"
run_action
[ "$(commits)" = 2 ] || { echo "ci-local: the second run committed again:" >&2; git show --stat HEAD >&2; exit 1; }
first=$(git show --name-only --format= HEAD | wc -l)

# badge_message: the message of qiita-stats/badge.json.
badge_message() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["message"])' qiita-stats/badge.json; }

echo "ci-local: a day later, the history in the Actions cache: the views-gained badge has a gain"
start_emulator "$port" --edit 'item:0:page_views_count=100000000'
# The fetch the badge makes once yesterday's is older than --max-age (the store keeps both).
"$bin/qiita-stats" fetch --quiet
extract metric=views-gained badge-formats=json history=cache
run_action
message=$(badge_message)
[[ $message =~ ^\+[0-9.]+[kMG]?\ views\ in\ 1\ day$ ]] || { echo "ci-local: no gain in the badge: $message" >&2; exit 1; }
git ls-files --error-unmatch qiita-stats/history.jsonl > /dev/null 2>&1 && { echo "ci-local: cache mode committed the history" >&2; exit 1; }
grep -q 'class="qs-gains"' qiita-stats/report.html || { echo "ci-local: the page has no chart of the gains" >&2; exit 1; }

echo "ci-local: the history committed beside the badge, each run on a fresh runner"
extract metric=views-gained badge-formats=json history=commit
export HOME="$work/home-commit-1"
run_action
[ "$(badge_message)" = "no history yet" ] || { echo "ci-local: a first run with no history: $(badge_message)" >&2; exit 1; }
git ls-files --error-unmatch qiita-stats/history.jsonl > /dev/null
rows=$(wc -l < qiita-stats/history.jsonl)
start_emulator "$port" --edit 'item:0:page_views_count=200000000'
sleep 1   # another second: a fetch is keyed by its time
export HOME="$work/home-commit-2"
run_action
[ "$(badge_message)" = "+100M views in 1 day" ] || { echo "ci-local: the re-imported history gave: $(badge_message)" >&2; exit 1; }
[ "$(wc -l < qiita-stats/history.jsonl)" = $((2 * rows)) ] || { echo "ci-local: history.jsonl does not hold both fetches" >&2; exit 1; }
git diff --quiet HEAD -- qiita-stats/history.jsonl || { echo "ci-local: history.jsonl was not committed" >&2; exit 1; }
echo "ci-local: history.jsonl: $(wc -c < qiita-stats/history.jsonl) bytes for 2 fetches of $rows articles"
echo "ci-local: a first run on a bad day (a revoked token, no data yet): the grey badge, and the job goes on"
extract
git init --quiet --bare "$work/bad-remote.git"
git init --quiet -b main "$work/bad-repo"
cd "$work/bad-repo"
git config user.name ci-local && git config user.email ci-local@example.invalid
git remote add origin "$work/bad-remote.git"
git commit --quiet --allow-empty -m start && git push --quiet -u origin main
HOME="$work/bad-home" QIITA_TOKEN=revoked-token run_action || { echo "ci-local: the bad day failed the job" >&2; exit 1; }
[ "$(badge_message)" = "unavailable" ] || { echo "ci-local: the bad day's badge says $(badge_message)" >&2; exit 1; }
[ ! -e qiita-stats/contributions.png ] || { echo "ci-local: a report was drawn with no data" >&2; exit 1; }

echo "ci-local: a Zenn user linked with the zenn-user input: both sites in the badge and the page"
cd "$work/repo"
extract zenn-user=emu-user badge-formats=json history=off
HOME="$work/home-zenn" ZENN_API_BASE_URL="$base" run_action
python3 -c 'import json,sys; sys.exit(json.load(open(sys.argv[1]))["label"] != "Qiita + Zenn")' qiita-stats/badge.json \
    || { echo "ci-local: the badge does not name Zenn" >&2; exit 1; }
grep -q 'href="https://zenn.dev/emu-user/articles/' qiita-stats/report.html \
    || { echo "ci-local: the page links no Zenn article" >&2; exit 1; }

echo "ci-local: a partial day (an article whose counts cannot be read): every file, and the job says what is missing"
start_emulator "$port" --edit 'item:0:likes_count=-1'
extract badge-formats=json history=off
output=$(HOME="$work/home-partial" run_action) || { echo "ci-local: a partial day failed the job" >&2; exit 1; }
[ "$(grep -c '^::warning::qiita-stats: partial: left out 1 article: ' <<< "$output")" = 1 ] \
    || { echo "ci-local: the partial day did not say once what is missing: $output" >&2; exit 1; }
grep -q 'Left out 1 article: no fetch could read their counts.' qiita-stats/report.html \
    || { echo "ci-local: the page does not say what is missing" >&2; exit 1; }

echo "ci-local: ok (first run committed $first files, second run nothing; the history gave a gain from the cache and from the repository; Zenn joined the badge and the page; a partial day said what it lacked)"
