"""The speed of SwiftSource's lexer and structural reader on one core, in the benchmark.

`swift-reader-speed` (Benchmarks/SwiftReaderSpeed, a product of the package) reads every Swift file of
a folder into memory, then on its one thread times the lexer alone and the lexer with the structural
reader, best of N passes each, and prints one JSON object. It is run on the generated Swift app and on
the real apps' folders that LEAF_SWIFT_CORPUS names (separated by `:`). The target: at least 50 MB/s.
"""

import json
import os
import subprocess

PRODUCT = "swift-reader-speed"
TARGET_MB_S = 50


def corpora(app_folder, quick):
    """(name, folder) pairs: the generated app, then LEAF_SWIFT_CORPUS's folders that exist (not when
    `quick`: the debug build reads a few MB/s, and the smoke run keeps to a few seconds)."""
    pairs = [("generated app", app_folder)]
    named = [path for path in os.environ.get("LEAF_SWIFT_CORPUS", "").split(":") if path]
    if named and quick:
        print("    LEAF_SWIFT_CORPUS is left out of a --quick run", flush=True)
        return pairs
    for path in named:
        if os.path.isdir(path):
            pairs.append((os.path.basename(os.path.normpath(path)), path))
        else:
            print(f"    LEAF_SWIFT_CORPUS: no folder {path}, left out", flush=True)
    return pairs


def measure(tool, app_folder, quick):
    """The tool's figures for every corpus, each with its name, folder and whether the lexer and the
    reader together meet the target."""
    # Best of many passes: each pass is milliseconds long, and on a shared machine a neighbour's
    # work lands in some of them; the fastest pass is the reader's own speed.
    runs = 1 if quick else 30
    results = []
    for name, folder in corpora(app_folder, quick):
        print(f"==> {PRODUCT} on {name}: lexer, lexer + structural reader, best of {runs}", flush=True)
        done = subprocess.run([tool, "--runs", str(runs), folder], capture_output=True, text=True)
        if done.returncode == 2 and folder != app_folder:
            print(f"    {done.stderr.splitlines()[0] if done.stderr else 'usage error'}: left out", flush=True)
            continue
        if done.returncode != 0:
            raise RuntimeError(f"{PRODUCT} failed on {folder} ({done.returncode}): {done.stderr.strip()}")
        result = json.loads(done.stdout)
        # The target is the lexer and the reader together; the lexer alone is the part of it.
        result.update(corpus=name, folder=os.path.abspath(folder), target_mb_s=TARGET_MB_S,
                      met=result["reader_mb_s"] >= TARGET_MB_S)
        results.append(result)
    return results


def table(results):
    """The figures, as lines of text: one per corpus."""
    lines = ["Swift lexer and structural reader (swift-reader-speed: the files in memory, one thread):"]
    for r in results:
        lines.append(f"  {r['corpus']}, {r['files']:,} files ({r['bytes'] / 1e6:.1f} MB): "
                     f"Swift lexer alone: {r['lexer_mb_s']:.0f} MB/s; lexer + structural reader: "
                     f"{r['reader_mb_s']:.0f} MB/s, one core, best of {r['runs']} (target ≥ {TARGET_MB_S} MB/s)")
    return "\n".join(lines)
