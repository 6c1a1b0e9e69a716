#!/usr/bin/env bash
# Runs the shell steps of action.yml, in order, against the emulator in a temporary git
# repository, with the binaries `make test` already built (.build/debug): the first run must
# commit the files, a second run with the same data must commit nothing. Steps that install
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
"$bin/qiita-emulator" --port 0 > "$work/emulator.out" &
emulator=$!
for _ in $(seq 100); do grep -q listening "$work/emulator.out" 2>/dev/null && break; sleep 0.1; done
base=$(head -1 "$work/emulator.out" | sed 's/^listening on //')
[ -n "$base" ] || { echo "ci-local: the emulator did not start" >&2; exit 1; }

# PyYAML reads the action (a test tool, never the product's): from PyPI when Python lacks it.
python3 -c 'import yaml' 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check pyyaml >&2

# The YAML is checked and its shell steps extracted here: name, env, run, as NUL-separated records.
python3 - "$root/action.yml" "$root/.github/workflows/qiita-stats.yml.example" "$root" "$bin" > "$work/steps" <<'PY'
import re, shlex, sys, yaml
action = yaml.safe_load(open(sys.argv[1]))
workflow = yaml.safe_load(open(sys.argv[2]))
root, binary = sys.argv[3], sys.argv[4]
assert action["runs"]["using"] == "composite", "a composite action"
assert workflow[True if True in workflow else "on"].keys() >= {"schedule", "workflow_dispatch"}, "daily and by hand"
assert workflow["permissions"] == {"contents": "write"} and "concurrency" in workflow
assert all(job["runs-on"] == "ubuntu-24.04" for job in workflow["jobs"].values()), "pinned ubuntu-24.04"
defaults = {name: str(spec.get("default", "")) for name, spec in action["inputs"].items()}
defaults["push"] = "true"
def resolve(text):
    text = re.sub(r"\$\{\{\s*inputs\.([\w-]+)\s*\}\}", lambda m: defaults[m.group(1)], str(text))
    return text.replace("${{ github.action_path }}/.build/release", binary).replace("${{ github.action_path }}", root)
for step in action["runs"]["steps"]:
    if "run" not in step:
        continue
    name = step["name"]
    skip = name.startswith("Install") or name.startswith("Build")
    env = "".join(f"export {k}={shlex.quote(resolve(v))}\n" for k, v in step.get("env", {}).items())
    sys.stdout.write(f"{'skip' if skip else 'run'}\0{name}\0{env}{resolve(step['run'])}\0")
PY

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
for file in badge.svg badge-dark.svg badge.json contributions.png report.html; do
    git ls-files --error-unmatch "qiita-stats/$file" > /dev/null
done
[ "$(git rev-parse HEAD)" = "$(git --git-dir="$work/remote.git" rev-parse main)" ] || { echo "ci-local: not pushed" >&2; exit 1; }
echo "ci-local: second run, same data"
run_action
[ "$(commits)" = 2 ] || { echo "ci-local: the second run committed again:" >&2; git show --stat HEAD >&2; exit 1; }
echo "ci-local: ok (first run committed $(git show --name-only --format= HEAD | wc -l) files, second run nothing)"
