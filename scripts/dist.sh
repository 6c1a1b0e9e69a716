#!/usr/bin/env bash
# The release archive of a built binary (`make dist`): DIST_DIR/qiita-stats-VERSION-PLATFORM.tar.gz
# and its .sha256 (`shasum -a 256 -c` and `sha256sum -c` read it). The archive holds one folder,
# qiita-stats-VERSION-PLATFORM/, laid out like PREFIX by scripts/install.sh (bin/qiita-stats, the
# manual page, the bash, zsh and fish completions under share/) with LICENSE and README.md beside.
# VERSION is what the binary's --version says; PLATFORM is linux-x86_64, linux-arm64 or macos-arm64.
#   scripts/dist.sh BINARY     (DIST_DIR, default dist; DIST_LICENSE, default LICENSE)
# There is no release without a licence: a missing LICENSE stops it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
binary=${1:?usage: scripts/dist.sh BINARY}
license=${DIST_LICENSE:-$root/LICENSE}
out=${DIST_DIR:-$root/dist}
if [ ! -f "$license" ]; then
    echo "dist: no $license: the project states no licence yet, and a release archive must carry one" >&2
    exit 1
fi
case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) platform=linux-x86_64 ;;
    Linux-aarch64 | Linux-arm64) platform=linux-arm64 ;;
    Darwin-arm64) platform=macos-arm64 ;;
    *)
        echo "dist: no release archive is made for $(uname -s) $(uname -m)" >&2
        exit 1
        ;;
esac
version=$("$binary" --version | sed -n 's/^qiita-stats \([0-9][0-9A-Za-z.+-]*\)$/\1/p')
[ -n "$version" ] || { echo "dist: $binary --version does not say a version" >&2; exit 1; }
name=qiita-stats-$version-$platform
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
DESTDIR="$staging" PREFIX="/$name" "$root/scripts/install.sh" "$binary" > /dev/null
# Without its symbol table (a quarter of the file; nothing a run reads). On macOS stripping voids
# the linker's ad-hoc signature, without which Apple silicon refuses to run it: signed again.
strip "$staging/$name/bin/qiita-stats"
if [ "$(uname -s)" = Darwin ]; then codesign --force --sign - "$staging/$name/bin/qiita-stats"; fi
cp "$license" "$staging/$name/LICENSE"
cp "$root/README.md" "$staging/$name/README.md"
mkdir -p "$out"
# Written beside and renamed, so that an archive in DIST_DIR is always whole; COPYFILE_DISABLE
# keeps macOS tar from adding AppleDouble (._*) files.
COPYFILE_DISABLE=1 tar -C "$staging" -czf "$staging/$name.tar.gz" "$name"
(cd "$staging" && shasum -a 256 "$name.tar.gz" > "$name.tar.gz.sha256")
mv "$staging/$name.tar.gz" "$out/$name.tar.gz"
mv "$staging/$name.tar.gz.sha256" "$out/$name.tar.gz.sha256"
echo "$out/$name.tar.gz"
echo "$out/$name.tar.gz.sha256"
