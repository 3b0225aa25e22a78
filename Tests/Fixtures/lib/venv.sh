# Shared by the Tests/Fixtures/run-*.sh scripts: a Python virtual environment under .build/ with
# the PyPI packages a script needs, installed once (pip --quiet) and kept between runs.
# shellcheck shell=bash

# ensure_venv REPO PACKAGE...: sets $venv to the environment's folder, with the packages installed.
ensure_venv() {
  local repo="$1"
  shift
  venv="${LEAF_TEST_VENV:-$repo/.build/integrations/venv}"
  if [ ! -x "$venv/bin/python" ]; then
    mkdir -p "$(dirname "$venv")"
    python3 -m venv "$venv"
  fi
  "$venv/bin/pip" install --quiet --disable-pip-version-check "$@"
}
