#!/usr/bin/env bash
# The pre-commit hook (.pre-commit-hooks.yaml), with the real pre-commit from PyPI:
# `pre-commit try-repo` against a temporary Git repository that holds a broken and a clean contract
# shows the failure (the broken contract's findings, with their places) and the pass (the clean
# contract checked in the same run, with no finding).
#
# Cost: every try-repo clones this repository into a fresh store of its own (pre-commit deletes it
# afterwards, whatever PRE_COMMIT_HOME says) and `language: swift` builds it there with
# `swift build -c release`: one whole release build per try-repo, about five minutes on two
# shared cores. So CI runs try-repo once, on both files. LEAF_PRE_COMMIT_PASS_RUN=1 adds a second
# try-repo on the clean contract alone, whose hook status is "Passed" (another release build).
# pre-commit is installed in a virtual environment under .build/ (lib/venv.sh); try-repo
# takes this repository's committed and staged files, so stage a changed hook file before a run.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
# shellcheck source=lib/expect.sh
source "$repo/Tests/Fixtures/lib/expect.sh"
# shellcheck source=lib/venv.sh
source "$repo/Tests/Fixtures/lib/venv.sh"

ensure_venv "$repo" pre-commit
pre_commit="$venv/bin/pre-commit"
echo "$("$pre_commit" --version)"

work="$(mktemp -d)"
trap 'rm -rf "$work"; rm -f "$out_file" "$err_file"' EXIT
project="$work/project"
mkdir -p "$project/Contracts"
cp "$repo/Tests/Fixtures/Contracts/Broken.contract" "$repo/Tests/Fixtures/Contracts/Clean.contract" "$project/Contracts/"
git -C "$project" init --quiet
git -C "$project" add .
git -C "$project" -c user.name=test -c user.email=test@example.invalid commit --quiet -m "two contracts"
cd "$project"

echo "try-repo on both contracts: the broken one fails, the clean one passes"
run "$pre_commit" try-repo "$repo" leaf-check --all-files --color never
expect_status 1 "the broken contract fails the hook"
expect_in "$out" "leaf-lsp check" "the hook's name"
expect_in "$out" "Failed" "pre-commit reports the failure"
expect_in "$out" "Contracts/Broken.contract:7:1: error: 'Archive' of 'OrderRow' is reached on Mac only by a trackpad gesture" \
  "the error, with its place"
expect_in "$out" "Contracts/Broken.contract:6:1: warning: " "the warnings, with their place"
expect_in "$out" "1 error, 2 warnings, 0 information, 0 hints in 2 files" \
  "both files were checked, in one run (require_serial)"
expect_not_in "$out" "Clean.contract:" "the clean contract passes: no finding"

if [ "${LEAF_PRE_COMMIT_PASS_RUN:-0}" = 1 ]; then
  echo "try-repo on the clean contract alone: the hook passes"
  run "$pre_commit" try-repo "$repo" leaf-check --files Contracts/Clean.contract --color never
  expect_status 0 "the clean contract passes the hook"
  expect_in "$out" "Passed" "pre-commit reports the pass"
fi

finish
