#!/usr/bin/env bash
# Static checks of editors/: grammars, manifests, Sublime syntax, Emacs mode,
# Vim syntax and Neovim runtime files. No language server needed.
# Installs what it needs (pip packages; Debian packages when apt-get works),
# runs editors/tests/run_all.py, and ends with "N passed, M failed".
set -u
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
cd "$ROOT"
PY="${PYTHON:-python3}"

note() { printf '%s\n' "run-static: $*"; }

# Python packages: a vscode-textmate port (brings onigurumacffi, i.e. Oniguruma)
# and PyYAML for the Sublime syntax.
pip_pkgs=()
"$PY" -c 'import textmate_grammar, onigurumacffi' 2>/dev/null || pip_pkgs+=(textmate-grammar-python)
"$PY" -c 'import yaml' 2>/dev/null || pip_pkgs+=(pyyaml)
"$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
  "$PY" -c 'import tomli' 2>/dev/null || pip_pkgs+=(tomli)
if [ "${#pip_pkgs[@]}" -gt 0 ]; then
  note "pip install ${pip_pkgs[*]}"
  "$PY" -m pip install --quiet --disable-pip-version-check "${pip_pkgs[@]}" \
    || note "pip install failed; the tests that need these packages will fail or skip"
fi

# Debian packages for the editor checks; tests skip (with a reason) without them.
apt_pkgs=()
command -v emacs >/dev/null 2>&1 || apt_pkgs+=(emacs-nox)
command -v vim >/dev/null 2>&1 || apt_pkgs+=(vim)
command -v nvim >/dev/null 2>&1 || apt_pkgs+=(neovim)
command -v tsc >/dev/null 2>&1 || apt_pkgs+=(node-typescript)
if [ "${#apt_pkgs[@]}" -gt 0 ]; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    note "apt-get install ${apt_pkgs[*]}"
    export DEBIAN_FRONTEND=noninteractive
    { apt-get install -y -qq "${apt_pkgs[@]}" || { apt-get update -qq && apt-get install -y -qq "${apt_pkgs[@]}"; }; } \
      >/tmp/leaf-editors-apt.log 2>&1 \
      || note "apt-get install failed (see /tmp/leaf-editors-apt.log); those checks will be skipped"
  else
    note "cannot install ${apt_pkgs[*]} (no apt-get or not root); those checks will be skipped"
  fi
fi

exec "$PY" "$HERE/run_all.py" "$@"
