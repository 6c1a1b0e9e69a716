#!/usr/bin/env bash
# The action's first step: where the qiita-stats binary comes from.
#   - Used at a release tag (`uses: OWNER/qiita-stats@v1.2.0`): that release's archive for the
#     runner (linux-x86_64, linux-arm64, macos-arm64) and its .sha256 are downloaded, the
#     archive's SHA-256 is checked against it before anything is unpacked, and the binary
#     inside is used; the runner needs no Swift and nothing is compiled.
#   - Used at a branch or a commit (`@main`, `@3f2c1e0`), or on a runner no archive is made for:
#     the next steps build it from the action's source with the runner's Swift.
# Writes to GITHUB_OUTPUT `binary=PATH` and, when the next steps must build it, `build=true`.
# A checksum that does not match fails the step with an ::error:: line and writes nothing: no
# output, no unpacked file.
# Environment: ACTION_REF (github.action_ref), ACTION_REPOSITORY (github.action_repository),
# RUNNER_OS, RUNNER_ARCH, RUNNER_TEMP, GITHUB_OUTPUT, GITHUB_ACTION_PATH; for testing only,
# QIITA_STATS_TEST_RELEASE_URL replaces https://github.com/ACTION_REPOSITORY/releases/download
# (scripts/ci-local.sh serves the archive `make dist` made from a loopback server).
set -euo pipefail
# github.action_ref and github.action_repository reach a composite action's steps through env:
# (inside run: they are empty), and not on every runner: the action's folder,
# .../_actions/OWNER/REPO/REF, names them too.
ref=${ACTION_REF:-${GITHUB_ACTION_PATH##*/}}
folder=${GITHUB_ACTION_PATH%/*}
repository=${ACTION_REPOSITORY:-${folder%/*}}
repository=${ACTION_REPOSITORY:-${repository##*/}/${folder##*/}}
build() {
    echo "qiita-stats: $1; building it from the action's source"
    { echo "build=true"; echo "binary=$GITHUB_ACTION_PATH/.build/release/qiita-stats"; } >> "$GITHUB_OUTPUT"
    exit 0
}
[[ $ref =~ ^v[0-9]+\.[0-9]+\.[0-9]+$ ]] || build "used at ${ref:-an unnamed ref}, not at a release tag"
case "${RUNNER_OS:-}-${RUNNER_ARCH:-}" in
    Linux-X64) platform=linux-x86_64 ;;
    Linux-ARM64) platform=linux-arm64 ;;
    macOS-ARM64) platform=macos-arm64 ;;
    *) build "no release archive is made for ${RUNNER_OS:-this system} ${RUNNER_ARCH:-}" ;;
esac
name=qiita-stats-${ref#v}-$platform.tar.gz
base=${QIITA_STATS_TEST_RELEASE_URL:-https://github.com/$repository/releases/download}
work=$(mktemp -d "${RUNNER_TEMP:-/tmp}/qiita-stats.XXXXXX")
trap 'rm -rf "$work"' EXIT
echo "qiita-stats: downloading $base/$ref/$name"
curl -fsSL --retry 3 -o "$work/$name" "$base/$ref/$name"
curl -fsSL --retry 3 -o "$work/$name.sha256" "$base/$ref/$name.sha256"
expected=$(awk 'NR == 1 { print $1 }' "$work/$name.sha256")
if command -v sha256sum > /dev/null 2>&1; then
    actual=$(sha256sum "$work/$name" | awk '{ print $1 }')
else
    actual=$(shasum -a 256 "$work/$name" | awk '{ print $1 }')
fi
if [ "$actual" != "$expected" ]; then
    echo "::error::qiita-stats: $name is not the release's archive: its SHA-256 is $actual, the release's" \
        "$name.sha256 says ${expected:-nothing}; nothing was unpacked or run"
    exit 1
fi
tar -xzf "$work/$name" -C "$work"
binary=$work/${name%.tar.gz}/bin/qiita-stats
[ -x "$binary" ] || { echo "::error::qiita-stats: $name holds no bin/qiita-stats"; exit 1; }
# The archive's binary links libpng, FreeType and fontconfig; runners have them, but if not:
if ! "$binary" --version > /dev/null 2>&1; then
    echo "qiita-stats: installing the libraries it links"
    if [ "${RUNNER_OS:-}" = macOS ]; then
        brew install libpng freetype fontconfig
    else
        sudo apt-get update -qq
        sudo apt-get install -y -qq --no-install-recommends libpng16-16 libfreetype6 libfontconfig1 libcurl4 libsqlite3-0 ||
            sudo apt-get install -y -qq --no-install-recommends libpng-dev libfreetype-dev libfontconfig-dev \
                libcurl4-openssl-dev libsqlite3-dev
    fi
fi
trap - EXIT
echo "qiita-stats: $("$binary" --version), SHA-256 checked ($actual)"
echo "binary=$binary" >> "$GITHUB_OUTPUT"
