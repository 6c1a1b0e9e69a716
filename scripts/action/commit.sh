#!/usr/bin/env bash
# The action's "commit" step: stage the outputs and commit (and push) only when one changed.
# Environment: OUTPUT_DIR, COMMIT_MESSAGE, PUSH (true/false).
set -euo pipefail
out=${OUTPUT_DIR:-qiita-stats}
git config user.name >/dev/null || git config user.name "github-actions[bot]"
git config user.email >/dev/null || git config user.email "41898282+github-actions[bot]@users.noreply.github.com"
git add -- "$out"
git diff --cached --quiet || {
    git commit --quiet -m "${COMMIT_MESSAGE:-Update Qiita stats}"
    if [ "${PUSH:-true}" = true ]; then git push --quiet; fi
}
