#!/usr/bin/env bash
# The GitHub Action (action.yml), run from its YAML by composite_action_runner.py in temporary
# workspaces, without network (in a network namespace of its own when `unshare` allows it):
# annotations (the github format), the SARIF file, the outputs and the exit status, with
# --max-warnings; leaf-lsp given, found on PATH, and built from the action's source.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
# shellcheck source=lib/expect.sh
source "$repo/Tests/Fixtures/lib/expect.sh"
# shellcheck source=lib/venv.sh
source "$repo/Tests/Fixtures/lib/venv.sh"

ensure_venv "$repo" pyyaml
python="$venv/bin/python"
runner="$repo/Tests/Fixtures/composite_action_runner.py"
binary="${LEAF_LSP_BINARY:-$repo/.build/debug/leaf-lsp}"
[ -x "$binary" ] || { echo "no leaf-lsp at $binary: run swift build first"; exit 1; }

offline=()
if unshare -rn true 2>/dev/null; then offline=(unshare -rn); elif unshare -n true 2>/dev/null; then offline=(unshare -n); fi
if [ "${#offline[@]}" -gt 0 ]; then echo "steps run without network (${offline[*]})"; else echo "unshare is not allowed here: steps run with the machine's network"; fi

work="$(mktemp -d)"
trap 'rm -rf "$work"; rm -f "$out_file" "$err_file"' EXIT
contracts="$repo/Tests/Fixtures/Contracts"

# workspace NAME: a new workspace with the shared contracts in contracts/; prints its path.
workspace() {
  mkdir -p "$work/$1/contracts"
  cp "$contracts/Broken.contract" "$contracts/Clean.contract" "$work/$1/contracts/"
  echo "$work/$1"
}

# action WORKSPACE INPUT...: runs the action's steps; the summary (outputs) is WORKSPACE.summary.json.
action() {
  local dir="$1"
  shift
  local inputs=()
  for input in "$@"; do inputs+=(--input "$input"); done
  run ${offline[@]+"${offline[@]}"} "$python" "$runner" "$repo" --workspace "$dir" --summary "$dir.summary.json" \
    ${inputs[@]+"${inputs[@]}"}
}

# json FILE EXPRESSION: evaluates a Python expression over the JSON in FILE (as `data`).
json() { "$python" -c "import json, sys; data = json.load(open(sys.argv[1])); print($2)" "$1"; }

echo "a broken and a clean contract"
ws="$(workspace broken)"
action "$ws" paths=contracts "leaf-lsp=$binary"
expect_status 1 "the error fails the action"
expect_in "$out" "::error file=contracts/Broken.contract,line=7,col=1,endLine=7,endColumn=4,title=touch-only-action::" \
  "an error annotation at Broken.contract:7:1"
expect_in "$out" "::warning file=contracts/Broken.contract,line=6,col=1," "warning annotations at Broken.contract:6:1"
expect_not_in "$out" "Clean.contract" "nothing about the clean contract"
expect_in "$(json "$ws/leaf-lsp.sarif" 'data["version"], len(data["runs"][0]["results"])')" "2.1.0 3" \
  "leaf-lsp.sarif: SARIF 2.1.0 with the 3 findings"
expect_in "$(json "$ws/leaf-lsp.sarif" 'sorted({r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in data["runs"][0]["results"]})')" \
  "['contracts/Broken.contract']" "SARIF paths relative to the workspace"
expect_in "$(json "$ws.summary.json" 'data["outputs"]')" "{'sarif-file': 'leaf-lsp.sarif', 'exit-code': '1'}" \
  "the outputs: sarif-file and exit-code"

echo "a clean contract"
ws="$(workspace clean)"
action "$ws" paths=contracts/Clean.contract "leaf-lsp=$binary" sarif-file=reports/leaf.sarif
expect_status 0 "the action passes"
expect_not_in "$out" "::error" "no error annotation"
expect_not_in "$out" "::warning" "no warning annotation"
expect_in "$(json "$ws/reports/leaf.sarif" 'len(data["runs"][0]["results"])')" "0" \
  "the SARIF file, in a folder the action made, with no result"

echo "max-warnings"
ws="$(workspace warnings)"
printf 'Platforms: iPad\nTile\nMeaning: one featured product.\niPad: tile → details\n' > "$ws/contracts/Tile.contract"
action "$ws" "paths=contracts/Tile.contract
contracts/Clean.contract" "leaf-lsp=$binary" max-warnings=0
expect_status 1 "one warning, more than max-warnings 0: the action fails"
expect_in "$out" "::warning file=contracts/Tile.contract,line=4,col=1," "the warning's annotation"
expect_in "$out" "::error title=leaf-lsp check::1 warning, more than --max-warnings 0" "and why it failed, as an error"
action "$ws" "paths=contracts/Tile.contract contracts/Clean.contract" "leaf-lsp=$binary" max-warnings=1
expect_status 0 "within max-warnings 1 (paths separated by a space): the action passes"
expect_in "$(json "$ws/leaf-lsp.sarif" 'len(data["runs"][0]["results"])')" "1" "the SARIF file holds the warning"
action "$ws" paths=contracts/Tile.contract "leaf-lsp=$binary"
expect_status 0 "no max-warnings: warnings never fail"

echo "leaf-lsp from PATH, and a binary that is not there"
mkdir -p "$work/bin"
ln -sf "$binary" "$work/bin/leaf-lsp"
ws="$(workspace on-path)"
PATH="$work/bin:$PATH" action "$ws" paths=contracts/Clean.contract
expect_status 0 "leaf-lsp found on PATH"
expect_in "$(json "$ws.summary.json" 'data["steps"]["locate"]["binary"]')" "$work/bin/leaf-lsp" "the step's output names it"
action "$ws" "leaf-lsp=$work/nowhere/leaf-lsp"
expect_status 2 "a leaf-lsp input that is no executable fails"
expect_in "$out" "::error title=leaf-lsp::no leaf-lsp executable at $work/nowhere/leaf-lsp" "with an error annotation"

echo "leaf-lsp built from the action's source"
ws="$(workspace built)"
if command -v leaf-lsp >/dev/null 2>&1; then
  fail "leaf-lsp is on PATH here: the build cannot be tested"
else
  # A release build in this repository's .build (quick when .ci/run has built it already).
  action "$ws" paths=contracts
  expect_status 1 "the broken contract fails the action"
  expect_in "$(json "$ws.summary.json" 'data["steps"]["locate"]["binary"]')" "/release/leaf-lsp" "the built release binary"
  expect_in "$out" "::error file=contracts/Broken.contract,line=7,col=1," "its annotations"
fi

echo "the runner refuses what GitHub would run differently"
mkdir -p "$work/bad-action"
printf 'name: x\ndescription: x\ninputs:\n  a: {default: x}\nruns:\n  using: composite\n  steps:\n    - run: echo "$INPUT_A"\n      shell: bash\n' \
  > "$work/bad-action/action.yml"
run "$python" "$runner" "$work/bad-action" --workspace "$work"
expect_status 99 "a step that reads \$INPUT_A (composite actions get no INPUT_* variables)"

finish
