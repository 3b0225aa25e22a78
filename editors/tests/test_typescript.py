"""editors/vscode/src/extension.ts type-checks (strict) against API stubs.

npm is not reachable here, so the real @types/vscode and vscode-languageclient
are not installed; `ts-stubs/` declares the subset of those APIs the extension
uses, with the real signatures. A user with npm builds against the real ones.
"""

from __future__ import annotations

import shutil
import subprocess

from support import TESTS, Skip


def test_extension_typechecks_against_api_stubs():
    tsc = shutil.which("tsc")
    if not tsc:
        raise Skip("tsc is not installed (run-static.sh installs Debian's node-typescript when apt-get works)")
    proc = subprocess.run(
        [tsc, "-p", str(TESTS / "ts-stubs" / "tsconfig.json")],
        capture_output=True, text=True, timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
