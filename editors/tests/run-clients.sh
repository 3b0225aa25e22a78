#!/usr/bin/env bash
# Real-client tests: real editors drive the built `leaf-lsp serve --stdio`.
#
#   editors/tests/run-clients.sh            # every client
#   editors/tests/run-clients.sh nvim       # only the tests whose name contains "nvim"
#   LEAF_LSP=/path/to/leaf-lsp editors/tests/run-clients.sh   # another server binary
#
# - nvim:  Neovim's built-in LSP client (Debian's neovim, headless) with the
#          shipped editors/neovim setup: tests/clients/nvim_client.lua
# - emacs: Emacs (emacs-nox) in batch mode with contract-mode.el and eglot
#          (elpa-eglot): tests/clients/eglot_diagnostics.el
#
# Installs neovim, emacs-nox and elpa-eglot with apt-get when they are missing
# (a client that still cannot run is reported as skipped), builds the server
# when .build/debug/leaf-lsp is missing, runs each client with a timeout
# (LEAF_CLIENT_TEST_TIMEOUT seconds, default 120) and prints every check as
# `ok`, `not ok` or `skip`, then `N passed, M failed, K skipped`.
# Exit status 1 when a check failed; skips are not failures.
set -u
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
cd "$ROOT"
TIMEOUT="${LEAF_CLIENT_TEST_TIMEOUT:-120}"
SELECT="${1:-}"

note() { printf '%s\n' "run-clients: $*"; }

passed=0 failed=0 skipped=0
count() { # count the ok / not ok / skip lines of one client's output
  local out="$1"
  passed=$((passed + $(grep -c '^ok - ' "$out")))
  failed=$((failed + $(grep -c '^not ok - ' "$out")))
  skipped=$((skipped + $(grep -c '^skip - ' "$out")))
}
skip() { printf 'skip - %s\n' "$*"; skipped=$((skipped + 1)); }

# 1. The editors (Debian packages), when missing.
apt_pkgs=()
command -v nvim >/dev/null 2>&1 || apt_pkgs+=(neovim)
command -v emacs >/dev/null 2>&1 || apt_pkgs+=(emacs-nox)
if ! ls -d /usr/share/emacs/site-lisp/elpa/eglot-* >/dev/null 2>&1 \
  && ! { command -v emacs >/dev/null 2>&1 && emacs -Q --batch --eval '(kill-emacs (if (locate-library "eglot") 0 1))' >/dev/null 2>&1; }; then
  apt_pkgs+=(elpa-eglot)
fi
if [ "${#apt_pkgs[@]}" -gt 0 ]; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    note "apt-get install ${apt_pkgs[*]}"
    export DEBIAN_FRONTEND=noninteractive
    { apt-get install -y -qq "${apt_pkgs[@]}" || { apt-get update -qq && apt-get install -y -qq "${apt_pkgs[@]}"; }; } \
      >/tmp/leaf-clients-apt.log 2>&1 \
      || note "apt-get install failed (see /tmp/leaf-clients-apt.log); the clients that are missing will be skipped"
  else
    note "cannot install ${apt_pkgs[*]} (no apt-get, or not root); the clients that are missing will be skipped"
  fi
fi

# 2. The server.
if [ -n "${LEAF_LSP:-}" ]; then
  SERVER="$LEAF_LSP"
else
  SERVER="$ROOT/.build/debug/leaf-lsp"
  if [ ! -x "$SERVER" ]; then
    command -v swift >/dev/null 2>&1 || export PATH="/opt/swift/usr/bin:$PATH"
    note "building the server: swift build --product leaf-lsp"
    swift build --product leaf-lsp >/tmp/leaf-clients-build.log 2>&1 \
      || { tail -n 30 /tmp/leaf-clients-build.log; note "swift build failed (log: /tmp/leaf-clients-build.log)"; }
  fi
fi
if [ ! -x "$SERVER" ]; then
  echo "not ok - server: $SERVER is not executable"
  echo "0 passed, 1 failed, 0 skipped"
  exit 1
fi
note "server: $SERVER ($("$SERVER" --version 2>/dev/null | head -n 1))"

# 3. Each client, with its own empty editor state (config, data, LSP logs),
# and the server on PATH as `leaf-lsp`: the clients start it with the shipped
# setups' default command, `leaf-lsp serve --stdio`.
STATE="$(mktemp -d "${TMPDIR:-/tmp}/leaf-clients.XXXXXX")"
trap 'rm -rf "$STATE"' EXIT
mkdir -p "$STATE/bin"
ln -s "$(cd "$(dirname "$SERVER")" && pwd)/$(basename "$SERVER")" "$STATE/bin/leaf-lsp"
export PATH="$STATE/bin:$PATH"
unset LEAF_LSP
export XDG_CONFIG_HOME="$STATE/config" XDG_DATA_HOME="$STATE/data" \
  XDG_STATE_HOME="$STATE/state" XDG_CACHE_HOME="$STATE/cache"

run_client() { # name, command...
  local name="$1"
  shift
  case "$name" in *"$SELECT"*) ;; *) return ;; esac
  local out="$STATE/$name.out" err="$STATE/$name.err" status=0
  note "$name: $(printf '%q ' "$@")"
  timeout --kill-after=10 "$TIMEOUT" "$@" >"$out" 2>"$err" </dev/null || status=$?
  cat "$out"
  count "$out"
  if [ "$status" -ne 0 ] && ! grep -q '^not ok - ' "$out"; then
    if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
      echo "not ok - $name: timed out after $TIMEOUT s"
    else
      echo "not ok - $name: exited with status $status"
    fi
    failed=$((failed + 1))
  fi
  if [ "$status" -ne 0 ] && [ -s "$err" ]; then
    echo "# $name standard error (last 40 lines):"
    tail -n 40 "$err" | sed 's/^/#   /'
  fi
}

if command -v nvim >/dev/null 2>&1; then
  run_client nvim nvim --headless -u NONE -i NONE -n \
    --cmd "set rtp^=$ROOT/editors/neovim" \
    -c "luafile $HERE/clients/nvim_client.lua" \
    -c "cquit 2"
else
  case nvim in *"$SELECT"*) skip "nvim: Neovim is not installed (Debian: apt-get install neovim)" ;; esac
fi

if command -v emacs >/dev/null 2>&1; then
  run_client emacs emacs -Q --batch -l "$HERE/clients/eglot_diagnostics.el"
else
  case emacs in *"$SELECT"*) skip "emacs: Emacs is not installed (Debian: apt-get install emacs-nox elpa-eglot)" ;; esac
fi

echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
