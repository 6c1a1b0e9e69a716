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
server=
trap '[ -n "$emulator" ] && kill "$emulator" 2>/dev/null; [ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
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

# PyYAML reads the action (a test tool, never the product's): from PyPI into .build/ci-local-venv
# when Python lacks it (a venv, since Debian's, Ubuntu's and Homebrew's Pythons refuse pip installs).
python=python3
if ! python3 -c 'import yaml' 2> /dev/null; then
    python=$root/.build/ci-local-venv/bin/python
    [ -x "$python" ] || python3 -m venv "$root/.build/ci-local-venv"
    "$python" -c 'import yaml' 2> /dev/null || "$python" -m pip install --quiet --disable-pip-version-check pyyaml >&2
fi

# The YAML is checked and its shell steps extracted here: name, id, condition, env and run, as
# NUL-separated records; arguments NAME=VALUE set inputs. An `if:` on an input is decided here;
# one on an earlier step's output (steps.ID.outputs.NAME) becomes a shell test the runner makes
# when it gets there, and such an output in env: is read when the step runs. github.action_ref
# is CI_LOCAL_ACTION_REF (default main).
cat > "$work/extract.py" <<'PY'
import re, shlex, sys, yaml
action = yaml.safe_load(open(sys.argv[1]))
workflow = yaml.safe_load(open(sys.argv[2]))
root = sys.argv[3]
overrides = dict(argument.split("=", 1) for argument in sys.argv[4:])
assert action["runs"]["using"] == "composite", "a composite action"
assert workflow[True if True in workflow else "on"].keys() >= {"schedule", "workflow_dispatch"}, "daily and by hand"
assert workflow["permissions"] == {"contents": "write"} and "concurrency" in workflow
assert all(job["runs-on"] == "ubuntu-24.04" for job in workflow["jobs"].values()), "pinned ubuntu-24.04"
defaults = {name: str(spec.get("default", "")) for name, spec in action["inputs"].items()}
defaults["push"] = "true"
assert overrides.keys() <= defaults.keys(), f"unknown inputs {overrides.keys() - defaults.keys()}"
defaults.update(overrides)
steps = action["runs"]["steps"]
assert any("libsqlite3-dev" in str(step.get("run", "")) for step in steps), "the history needs libsqlite3-dev"
runtime = {}
def later(expression):
    key = f"\x01{len(runtime)}\x01"
    runtime[key] = expression
    return key
def output(step, name):
    return f"$(sed -n 's/^{name}=//p' \"$CI_LOCAL_OUTPUTS/{step}\" 2>/dev/null | tail -n 1)"
def condition(step):
    test = step.get("if")
    if test is None:
        return ""
    match = re.fullmatch(r"inputs\.([\w-]+) (==|!=) '([^']*)'", test.strip())
    if match:
        return "" if (defaults[match.group(1)] == match.group(3)) == (match.group(2) == "==") else "false"
    match = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+) (==|!=) '([^']*)'", test.strip())
    assert match, f"ci-local cannot evaluate if: {test}"
    operator = "=" if match.group(3) == "==" else "!="
    return f'[ "{output(match.group(1), match.group(2))}" {operator} {shlex.quote(match.group(4))} ]'
def resolve(text):
    text = re.sub(r"\$\{\{\s*inputs\.([\w-]+)\s*\}\}", lambda m: defaults[m.group(1)], str(text))
    text = re.sub(r"\$\{\{\s*steps\.([\w-]+)\.outputs\.([\w-]+)\s*\}\}",
                  lambda m: later(output(m.group(1), m.group(2))), text)
    text = re.sub(r"\$\{\{\s*github\.action_ref\s*\}\}", lambda m: later("${CI_LOCAL_ACTION_REF:-main}"), text)
    text = re.sub(r"\$\{\{\s*github\.action_repository\s*\}\}", "ci-local/qiita-stats", text)
    text = text.replace("${{ github.action_path }}", root)
    assert "${{" not in text, f"ci-local cannot resolve {text}"
    return text
def word(text):
    parts = re.split("(\x01[0-9]+\x01)", text)
    return "".join(f'"{runtime[part]}"' if part in runtime else shlex.quote(part) if part else "" for part in parts) or "''"
for step in steps:
    if "run" not in step:
        continue
    name = step["name"]
    skip = name.startswith("Install") or name.startswith("Build")
    env = "".join(f"export {k}={word(resolve(v))}\n" for k, v in step.get("env", {}).items())
    script = "".join(runtime.get(part, part) for part in re.split("(\x01[0-9]+\x01)", resolve(step["run"])))
    sys.stdout.write(f"{'skip' if skip else 'run'}\0{name}\0{step.get('id', '')}\0{condition(step)}\0{env}{script}\0")
PY
# extract [NAME=VALUE...]: the steps with those inputs, into $work/steps.
extract() {
    "$python" "$work/extract.py" "$root/action.yml" "$root/.github/workflows/qiita-stats.yml.example" "$root" "$@" \
        > "$work/steps"
}
extract

# new_repo NAME: a fresh repository with a remote, and a fresh home, current.
new_repo() {
    git init --quiet --bare "$work/$1-remote.git"
    git init --quiet -b main "$work/$1"
    cd "$work/$1"
    git config user.name ci-local && git config user.email ci-local@example.invalid
    git remote add origin "$work/$1-remote.git"
    git commit --quiet --allow-empty -m start && git push --quiet -u origin main
    export HOME="$work/$1-home"
}
new_repo repo
export QIITA_API_BASE_URL="$base" QIITA_TOKEN=emu-token TZ=Asia/Tokyo GITHUB_ACTION_PATH="$root"
# The runner's names for this machine, as the download step reads them.
case "$(uname -s)" in Darwin) RUNNER_OS=macOS ;; *) RUNNER_OS=Linux ;; esac
case "$(uname -m)" in x86_64) RUNNER_ARCH=X64 ;; aarch64 | arm64) RUNNER_ARCH=ARM64 ;; *) RUNNER_ARCH=$(uname -m) ;; esac
export RUNNER_OS RUNNER_ARCH RUNNER_TEMP="$work/runner-temp" CI_LOCAL_OUTPUTS="$work/outputs"
mkdir -p "$RUNNER_TEMP"

# step_output ID NAME: what the step ID of the last run wrote to GITHUB_OUTPUT as NAME.
step_output() { sed -n "s/^$2=//p" "$CI_LOCAL_OUTPUTS/$1" 2> /dev/null | tail -n 1; }

# run_action: the steps in order, each with a GITHUB_OUTPUT of its own; stops at the first that
# fails (status 1). The install and build steps are skipped, and the binary they would have
# built is the one under test.
run_action() {
    rm -rf "$CI_LOCAL_OUTPUTS"
    mkdir -p "$CI_LOCAL_OUTPUTS"
    local mode name id test script
    while IFS= read -r -d '' mode && IFS= read -r -d '' name && IFS= read -r -d '' id &&
        IFS= read -r -d '' test && IFS= read -r -d '' script; do
        if [ -n "$test" ] && ! eval "$test"; then echo "  - $name (not run: its if: is false)"; continue; fi
        if [ "$mode" = skip ]; then echo "  - $name (skipped: already built)"; continue; fi
        echo "  - $name"
        GITHUB_OUTPUT="$CI_LOCAL_OUTPUTS/${id:-unnamed}" bash -euo pipefail -c "$script" < /dev/null ||
            { echo "  step failed: $name" >&2; return 1; }
        if [ "$id" = tool ] && [ "$(step_output tool build)" = true ]; then
            echo "binary=$bin/qiita-stats" >> "$CI_LOCAL_OUTPUTS/tool"
        fi
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
[ "$(git rev-parse HEAD)" = "$(git --git-dir="$work/repo-remote.git" rev-parse main)" ] || { echo "ci-local: not pushed" >&2; exit 1; }
echo "ci-local: second run, same data"
run_action
[ "$(commits)" = 2 ] || { echo "ci-local: the second run committed again:" >&2; git show --stat HEAD >&2; exit 1; }
first=$(($(git show --name-only --format= HEAD | wc -l)))

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
rows=$(($(wc -l < qiita-stats/history.jsonl)))
start_emulator "$port" --edit 'item:0:page_views_count=200000000'
sleep 1   # another second: a fetch is keyed by its time
export HOME="$work/home-commit-2"
run_action
[ "$(badge_message)" = "+100M views in 1 day" ] || { echo "ci-local: the re-imported history gave: $(badge_message)" >&2; exit 1; }
[ $(($(wc -l < qiita-stats/history.jsonl))) = $((2 * rows)) ] || { echo "ci-local: history.jsonl does not hold both fetches" >&2; exit 1; }
git diff --quiet HEAD -- qiita-stats/history.jsonl || { echo "ci-local: history.jsonl was not committed" >&2; exit 1; }
echo "ci-local: history.jsonl: $(($(wc -c < qiita-stats/history.jsonl))) bytes for 2 fetches of $rows articles"
echo "ci-local: a first run on a bad day (a revoked token, no data yet): the grey badge, and the job goes on"
extract
new_repo bad-day
QIITA_TOKEN=revoked-token run_action || { echo "ci-local: the bad day failed the job" >&2; exit 1; }
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
new_repo partial
output=$(run_action) || { echo "ci-local: a partial day failed the job" >&2; exit 1; }
[ "$(grep -c '^::warning::qiita-stats: partial: left out 1 article: ' <<< "$output")" = 1 ] \
    || { echo "ci-local: the partial day did not say once what is missing: $output" >&2; exit 1; }
grep -q 'Left out 1 article: no fetch could read their counts.' qiita-stats/report.html \
    || { echo "ci-local: the page does not say what is missing" >&2; exit 1; }
start_emulator "$port"

# At a release tag the action downloads the release's archive instead of building: the archive
# `make dist` makes of the binary under test (scripts/dist.sh; a stand-in LICENSE while the
# project has none), served with its .sha256 over loopback HTTP at good/TAG/, and at bad/TAG/
# with a .sha256 that does not match.
version=$("$bin/qiita-stats" --version | sed 's/^qiita-stats //')
tag=v$version
license=$root/LICENSE
[ -f "$license" ] || { license=$work/LICENSE; echo "a stand-in for ci-local's archive only" > "$license"; }
if ! DIST_DIR="$work/releases/good/$tag" DIST_LICENSE="$license" "$root/scripts/dist.sh" "$bin/qiita-stats" \
    > "$work/dist.out" 2>&1; then
    cat "$work/dist.out" >&2
    grep -q "no release archive is made for" "$work/dist.out" || { echo "ci-local: make dist failed" >&2; exit 1; }
    echo "ci-local: ok (first run committed $first files, second run nothing; the history gave a gain from the" \
        "cache and from the repository; Zenn joined the badge and the page; a partial day said what it lacked; no release archive on this system)"
    exit 0
fi
archive=$(basename "$(head -1 "$work/dist.out")")
mkdir -p "$work/releases/bad/$tag"
cp "$work/releases/good/$tag/$archive" "$work/releases/bad/$tag/"
printf '%064d  %s\n' 0 "$archive" > "$work/releases/bad/$tag/$archive.sha256"
python3 -u -m http.server 0 --bind 127.0.0.1 --directory "$work/releases" > "$work/server.out" 2>&1 &
server=$!
for _ in $(seq 100); do grep -q 'port [0-9]' "$work/server.out" 2>/dev/null && break; sleep 0.1; done
releases="http://127.0.0.1:$(sed -n 's/^Serving HTTP on [^ ]* port \([0-9]*\).*$/\1/p' "$work/server.out")"
[ "$releases" != "http://127.0.0.1:" ] || { echo "ci-local: the release server did not start" >&2; exit 1; }

echo "ci-local: at $tag, the release's archive from $releases/good: checked, unpacked and run; nothing built"
extract badge-formats=json history=off
new_repo release
CI_LOCAL_ACTION_REF=$tag QIITA_STATS_TEST_RELEASE_URL=$releases/good run_action > "$work/release.log" 2>&1 ||
    { cat "$work/release.log" >&2; echo "ci-local: the action at a release tag failed" >&2; exit 1; }
cat "$work/release.log"
used=$(step_output tool binary)
case $used in "$RUNNER_TEMP"/qiita-stats.*/bin/qiita-stats) ;; *) echo "ci-local: the binary used: $used" >&2; exit 1 ;; esac
[ -z "$(step_output tool build)" ] && grep -q "Build qiita-stats with the runner's Swift (not run" "$work/release.log" ||
    { echo "ci-local: the action built at a release tag" >&2; exit 1; }
grep -q "SHA-256 checked" "$work/release.log" || { echo "ci-local: no word of the checksum" >&2; exit 1; }
[ "$(commits)" = 2 ] && git ls-files --error-unmatch qiita-stats/badge.json > /dev/null ||
    { echo "ci-local: the released binary did not write and commit the badge" >&2; exit 1; }

echo "ci-local: at $tag, an archive whose SHA-256 is not the release's: the step fails and writes nothing"
new_repo bad-release
rm -rf "${RUNNER_TEMP:?}"/*
status=0
CI_LOCAL_ACTION_REF=$tag QIITA_STATS_TEST_RELEASE_URL=$releases/bad run_action > "$work/bad.log" 2>&1 || status=$?
cat "$work/bad.log"
[ "$status" != 0 ] || { echo "ci-local: an archive with a wrong checksum was used" >&2; exit 1; }
grep -q "^::error::qiita-stats: $archive is not the release's archive: its SHA-256 is " "$work/bad.log" ||
    { echo "ci-local: no clear message for the wrong checksum" >&2; exit 1; }
[ ! -s "$CI_LOCAL_OUTPUTS/tool" ] && [ -z "$(ls -A "$RUNNER_TEMP")" ] && [ ! -e qiita-stats ] && [ "$(commits)" = 1 ] ||
    { echo "ci-local: the failed step left something behind" >&2; exit 1; }
kill "$server" 2> /dev/null
server=

echo "ci-local: ok (first run committed $first files, second run nothing; the history gave a gain from the cache and from the repository; Zenn joined the badge and the page; a partial day said what it lacked; at a release tag the archive was checked and run, and a wrong checksum failed the step)"
