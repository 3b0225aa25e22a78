#!/usr/bin/env python3
"""Run every `test_*` function of the `test_*.py` modules beside this file.

A test passes by returning, fails by raising (AssertionError or anything
else), and is skipped by raising `Skip`. Exit status 1 when any test failed
or a module could not be imported. The last line reads `N passed, M failed`
(with `, K skipped` when some were skipped).

    python3 editors/tests/run_all.py [-k substring] [-v]
"""

from __future__ import annotations

import importlib
import sys
import time
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from support import Skip  # noqa: E402


def main(argv: list[str]) -> int:
    pattern = None
    verbose = "-v" in argv
    if "-k" in argv:
        pattern = argv[argv.index("-k") + 1]
    passed = failed = skipped = 0
    for path in sorted(HERE.glob("test_*.py")):
        try:
            mod = importlib.import_module(path.stem)
        except Exception:
            failed += 1
            print(f"FAIL {path.name}: import failed")
            traceback.print_exc()
            continue
        tests = [(n, f) for n, f in vars(mod).items() if n.startswith("test_") and callable(f)]
        tests.sort(key=lambda nf: nf[1].__code__.co_firstlineno)
        for name, fn in tests:
            full = f"{path.stem}::{name}"
            if pattern and pattern not in full:
                continue
            t0 = time.monotonic()
            try:
                fn()
            except Skip as s:
                skipped += 1
                print(f"skipped {full}: {s}")
            except Exception as e:  # noqa: BLE001
                failed += 1
                print(f"FAIL {full}")
                if isinstance(e, AssertionError) and not verbose:
                    print("    " + str(e).replace("\n", "\n    "))
                else:
                    traceback.print_exc()
            else:
                passed += 1
                dt = time.monotonic() - t0
                print(f"ok   {full} ({dt:.2f}s)")
    summary = f"{passed} passed, {failed} failed"
    if skipped:
        summary += f", {skipped} skipped"
    print(summary)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
