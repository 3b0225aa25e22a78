#!/usr/bin/env bash
# The SwiftPM plugins, through Tests/Fixtures/PluginFixture: a package that depends on this
# repository by path and adopts LeafContractsPlugin on two targets. Checks that `swift build`
# shows the contracts' findings against their lines (errors as warnings by default, errors that
# fail the build where .leaf-lsp.json sets failBuildOnErrors) whenever a contract or its
# configuration changed, and that `swift package leaf-check` ends as `leaf-lsp check` does.
#
# The first run builds leaf-lsp for the plugin (a few minutes); the build is kept in
# .build/fixtures/PluginFixture. No sandbox flag is needed: the plugins only read the package
# (on Linux SwiftPM has no plugin sandbox; on macOS reading is allowed).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
# shellcheck source=lib/expect.sh
source "$repo/Tests/Fixtures/lib/expect.sh"

fixture="$repo/Tests/Fixtures/PluginFixture"
scratch="${LEAF_PLUGIN_SCRATCH:-$repo/.build/fixtures/PluginFixture}"
build() { swift build --package-path "$fixture" --scratch-path "$scratch" "$@"; }
leaf_check() { swift package --package-path "$fixture" --scratch-path "$scratch" leaf-check "$@"; }
order_row="$fixture/Sources/Shop/Contracts/OrderRow.contract"
swiper="$fixture/Sources/StrictShop/Swiper.contract"

echo "build-tool plugin: swift build --target Shop (errors are warnings by default)"
run build --target Shop
expect_status 0 "the build passes"
expect_in "$out" "$order_row:7:1: warning: 'Archive' of 'OrderRow' is reached on Mac only by a trackpad gesture" \
  "the Mac error is a warning at OrderRow.contract:7:1"
expect_in "$out" "$order_row:6:1: warning: 'Archive' of 'OrderRow' is reached on iPad only by touch" \
  "the iPad warning at OrderRow.contract:6:1"
expect_in "$out" "$order_row:6:1: warning: The iPad path of 'OrderRow' presents details" \
  "focus-return-unspecified at OrderRow.contract:6:1"
expect_not_in "$out" "mac-voiceover-untested" "the package's .leaf-lsp.json (the rule off) applies"
expect_not_in "$out" "Badge.contract:" "the clean contract has no finding"
expect_in "$out" "leaf-lsp: checking 2 contracts and 2 code files of Shop" "the command names the target"
rating_view="$fixture/Sources/Shop/RatingView.swift"
expect_in "$out" "$rating_view:6:20: warning: Custom view 'RatingView' handles mouseDown itself but has no role" \
  "the Swift code's findings, at their lines"

echo "build-tool plugin: the check runs again when a contract or a .leaf-lsp.json changes"
touch "$order_row"
run build --target Shop
expect_status 0 "the build passes again"
expect_in "$out" "$order_row:7:1: warning: " "a changed contract: the findings are shown again"
touch "$fixture/.leaf-lsp.json"
run build --target Shop
expect_in "$out" "$order_row:7:1: warning: " "a changed .leaf-lsp.json: the findings are shown again"

echo "build-tool plugin: swift build --target StrictShop (failBuildOnErrors: true)"
run build --target StrictShop
expect_status 1 "the build fails"
expect_in "$out$err" "$swiper:6:1: error: 'Archive' of 'Swiper' is reached on Mac only by a trackpad gesture" \
  "the error at Swiper.contract:6:1"
run build --target StrictShop
expect_status 1 "with nothing changed, the next build fails again"
expect_in "$out$err" "$swiper:6:1: error: " "and shows the error again"

echo "command plugin: swift package leaf-check"
run leaf_check
expect_status 1 "findings: exit 1, as check"
expect_in "$out" "Sources/Shop/Contracts/OrderRow.contract:7:1: error: " "the text format, paths relative to the package"
expect_in "$out" "2 errors, 4 warnings, 0 information, 0 hints in 7 files" "every contract and Swift file of the package"

run leaf_check Sources/Shop/Contracts/Badge.contract
expect_status 0 "a clean contract: exit 0"
expect_in "$out" "0 errors, 0 warnings, 0 information, 0 hints in 1 file" "only the path given"

run leaf_check --format json --target Shop
expect_status 1 "--format json --target Shop: exit 1"
if python3 -c 'import json, sys; items = json.load(sys.stdin); assert len(items) == 5, items' <<<"$out"; then
  pass "stdout is the JSON array of Shop's five findings, nothing else"
else
  fail "stdout is the JSON array of Shop's five findings, nothing else"
fi

run leaf_check --target Shop --errors-as-warnings --max-warnings 1 --format sarif
expect_status 1 "more warnings than --max-warnings: exit 1"
expect_in "$err" "error: leaf-lsp check: 5 warnings, more than --max-warnings 1" "the reason, as an error on stderr"
expect_not_in "$out" "more than --max-warnings" "stdout stays SARIF"

run leaf_check --target Shop --errors-as-warnings
expect_status 0 "errors as warnings: exit 0"

run leaf_check --bogus
expect_status 1 "a usage error: exit 1 (SwiftPM ends every failed plugin with 1; check said 2)"
expect_in "$err" "error: leaf-lsp check: unknown option '--bogus'" "the usage error on stderr"
expect_in "$err" "see 'leaf-lsp check --help'" "and the pointer to the help"

run leaf_check --fix
expect_status 1 "--fix is refused"
expect_in "$err" "--fix writes files" "with the reason"

finish
