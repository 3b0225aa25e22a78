#!/bin/sh
# leaf-lsp in an Xcode Run Script build phase, for a project that cannot adopt the package plugin
# (LeafContractsPlugin). In the target: Build Phases → + → New Run Script Phase, with
#
#     "${SRCROOT}/Scripts/xcode-run-script.sh"
#
# (the path of this file in your project; it is plain POSIX sh). It runs
# `leaf-lsp check --format xcode --errors-as-warnings`, whose `path:line:col: warning: …` lines
# Xcode shows on the contract's line. Errors are warnings and the build goes on, except in files
# whose .leaf-lsp.json sets "failBuildOnErrors": true: there they stay errors and fail the build.
#
# What it checks: the paths given as arguments; else the phase's input files that are contracts
# (Input Files, and the files listed in Input File Lists); else every *.contract below $SRCROOT.
# Configuration (.leaf-lsp.json) is looked for up to $LEAF_CONFIG_ROOT (default: $SRCROOT).
#
# User Script Sandboxing (ENABLE_USER_SCRIPT_SANDBOXING, on by default in new Xcode projects) lets
# the script read only the phase's declared inputs: declare the contracts and their .leaf-lsp.json
# files as Input Files (or in an .xcfilelist), or set the target's "User Script Sandboxing" to No.
#
# Which leaf-lsp: $LEAF_LSP; else leaf-lsp on PATH; else Homebrew's, /usr/local/bin's or Mint's.
# When there is none, the script prints a warning and the build goes on.
set -eu

contract_extension="contract"

find_leaf_lsp() {
  if [ -n "${LEAF_LSP:-}" ]; then
    echo "$LEAF_LSP"
    return
  fi
  if command -v leaf-lsp >/dev/null 2>&1; then
    command -v leaf-lsp
    return
  fi
  for candidate in /opt/homebrew/bin/leaf-lsp /usr/local/bin/leaf-lsp "${HOME:-/nonexistent}/.mint/bin/leaf-lsp"; do
    if [ -x "$candidate" ]; then
      echo "$candidate"
      return
    fi
  done
}

leaf_lsp="$(find_leaf_lsp)"
if [ -z "$leaf_lsp" ] || [ ! -x "$leaf_lsp" ]; then
  echo "warning: leaf-lsp not found${LEAF_LSP:+ at $LEAF_LSP}: install it (see https://github.com/leaf-lsp/leaf-lsp#install) or set LEAF_LSP; contracts were not checked"
  exit 0
fi

source_root="${SRCROOT:-$(pwd)}"
config_root="${LEAF_CONFIG_ROOT:-$source_root}"

# Without arguments: the declared input files that are contracts, else the whole source root.
if [ "$#" -eq 0 ]; then
  declared=0
  index=0
  while [ "$index" -lt "${SCRIPT_INPUT_FILE_COUNT:-0}" ]; do
    declared=1
    eval "file=\${SCRIPT_INPUT_FILE_$index:-}"
    case "$file" in *."$contract_extension") set -- "$@" "$file" ;; esac
    index=$((index + 1))
  done
  index=0
  while [ "$index" -lt "${SCRIPT_INPUT_FILE_LIST_COUNT:-0}" ]; do
    declared=1
    eval "list=\${SCRIPT_INPUT_FILE_LIST_$index:-}"
    while IFS= read -r file || [ -n "$file" ]; do
      case "$file" in *."$contract_extension") set -- "$@" "$file" ;; esac
    done <"$list"
    index=$((index + 1))
  done
  if [ "$declared" -eq 0 ]; then
    set -- "$source_root"
  elif [ "$#" -eq 0 ]; then
    exit 0
  fi
fi

exec "$leaf_lsp" check --format xcode --errors-as-warnings --config-root "$config_root" "$@"
