#!/usr/bin/env bash
# Scripts/xcode-run-script.sh as an Xcode Run Script phase runs it: a fake SRCROOT, Xcode's narrow
# PATH, input files and input file lists, with sh (dash here, as POSIX sh) and bash.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=lib/expect.sh
source "$repo/Tests/Fixtures/lib/expect.sh"

script="$repo/Scripts/xcode-run-script.sh"
binary="${LEAF_LSP_BINARY:-$repo/.build/debug/leaf-lsp}"
[ -x "$binary" ] || { echo "no leaf-lsp at $binary: run swift build first"; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"; rm -f "$out_file" "$err_file"' EXIT
srcroot="$work/App"
mkdir -p "$srcroot/App/Contracts" "$work/bin" "$work/home"
cp "$repo/Tests/Fixtures/Contracts/Broken.contract" "$repo/Tests/Fixtures/Contracts/Clean.contract" "$srcroot/App/Contracts/"
ln -s "$binary" "$work/bin/leaf-lsp"
broken="$srcroot/App/Contracts/Broken.contract"
clean="$srcroot/App/Contracts/Clean.contract"
cd "$srcroot"  # Xcode runs a phase in the project folder

# phase SHELL [VAR=VALUE ...] -- [ARG ...]: runs the script as a build phase would, in SRCROOT,
# with only Xcode's kind of environment (no leaf-lsp on PATH unless the test puts it there).
phase() {
  local shell="$1"
  shift
  local settings=()
  while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do settings+=("$1"); shift; done
  shift
  run env -i HOME="$work/home" PATH="/usr/bin:/bin:/usr/sbin:/sbin" SRCROOT="$srcroot" PROJECT_DIR="$srcroot" \
    TARGET_NAME=App CONFIGURATION=Debug ${settings[@]+"${settings[@]}"} "$shell" "$script" "$@"
}

for shell in sh bash; do
  echo "with $shell: every contract below SRCROOT, leaf-lsp from LEAF_LSP"
  phase "$shell" LEAF_LSP="$binary" --
  expect_status 0 "errors are warnings: the build goes on"
  expect_in "$out" "$broken:7:1: warning: 'Archive' of 'OrderRow' is reached on Mac only by a trackpad gesture" \
    "the error as a warning at Broken.contract:7:1, absolute path"
  expect_in "$out" "$broken:6:1: warning: " "the warnings at Broken.contract:6:1"
  expect_not_in "$out" "error:" "no error line"
  expect_not_in "$out" "Clean.contract" "nothing about the clean contract"
done

echo "leaf-lsp on PATH"
phase sh PATH="$work/bin:/usr/bin:/bin" --
expect_status 0 "found on PATH"
expect_in "$out" "$broken:7:1: warning: " "and run"

echo "failBuildOnErrors: true at SRCROOT"
printf '{"failBuildOnErrors": true}\n' >"$srcroot/.leaf-lsp.json"
phase sh LEAF_LSP="$binary" --
expect_status 1 "the error fails the build"
expect_in "$out" "$broken:7:1: error: 'Archive' of 'OrderRow'" "as an error at Broken.contract:7:1"
expect_in "$out" "$broken:6:1: warning: " "warnings stay warnings"

echo "LEAF_CONFIG_ROOT below the configuration: it is not seen"
phase sh LEAF_LSP="$binary" LEAF_CONFIG_ROOT="$srcroot/App" --
expect_status 0 "the build goes on"
rm "$srcroot/.leaf-lsp.json"

echo "declared input files: only the contracts among them"
phase sh LEAF_LSP="$binary" SCRIPT_INPUT_FILE_COUNT=2 SCRIPT_INPUT_FILE_0="$clean" \
  SCRIPT_INPUT_FILE_1="$srcroot/.leaf-lsp.json" --
expect_status 0 "the clean contract alone passes"
expect_not_in "$out" "Broken.contract" "the broken contract, not declared, is not checked"
printf '%s\n%s\n' "$broken" "$srcroot/App/Info.plist" >"$work/inputs.xcfilelist"
phase bash LEAF_LSP="$binary" SCRIPT_INPUT_FILE_LIST_COUNT=1 SCRIPT_INPUT_FILE_LIST_0="$work/inputs.xcfilelist" --
expect_status 0 "an input file list"
expect_in "$out" "$broken:7:1: warning: " "its contract is checked"
phase sh LEAF_LSP="$binary" SCRIPT_INPUT_FILE_COUNT=1 SCRIPT_INPUT_FILE_0="$srcroot/App/Info.plist" --
expect_status 0 "inputs declared but no contract among them: nothing to check"
expect_in "${out:-<empty>}" "<empty>" "and nothing printed"

echo "paths as arguments"
phase sh LEAF_LSP="$binary" -- "$clean"
expect_status 0 "the clean contract given as argument"
expect_not_in "$out" "Broken.contract" "only it is checked"

echo "no leaf-lsp anywhere"
if [ -x /opt/homebrew/bin/leaf-lsp ] || [ -x /usr/local/bin/leaf-lsp ]; then
  echo "  skip  a leaf-lsp is installed in a standard place on this machine"
else
  phase sh --
  expect_status 0 "the build goes on"
  expect_in "$out" "warning: leaf-lsp not found: install it" "with a warning saying so"
  phase sh LEAF_LSP="$work/nowhere/leaf-lsp" --
  expect_status 0 "a LEAF_LSP that is not there: the build goes on"
  expect_in "$out" "warning: leaf-lsp not found at $work/nowhere/leaf-lsp" "with a warning naming it"
fi

finish
