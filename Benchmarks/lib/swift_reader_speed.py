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
    # The fastest pass is the reader's own speed: on a shared machine a neighbour's work slows some
    # passes, and for seconds at a time (the same binary read the generated app at 42, 73 and 48 MB/s
    # in three runs a few seconds apart). So the passes come in rounds over every corpus in turn,
    # each corpus's rounds some seconds apart, and the best pass of all the rounds counts.
    rounds, runs = (1, 1) if quick else (5, 10)
    pairs = corpora(app_folder, quick)
    best = {}
    for round_number in range(rounds):
        for name, folder in pairs:
            print(f"==> {PRODUCT} on {name}, round {round_number + 1} of {rounds}: lexer, lexer + structural "
                  f"reader, best of {runs}", flush=True)
            done = subprocess.run([tool, "--runs", str(runs), folder], capture_output=True, text=True)
            if done.returncode == 2 and folder != app_folder:
                print(f"    {done.stderr.splitlines()[0] if done.stderr else 'usage error'}: left out", flush=True)
                pairs = [pair for pair in pairs if pair[1] != folder]
                continue
            if done.returncode != 0:
                raise RuntimeError(f"{PRODUCT} failed on {folder} ({done.returncode}): {done.stderr.strip()}")
            result = json.loads(done.stdout)
            if name in best:
                kept = best[name]
                for field in ("lexer", "reader"):
                    if result[f"{field}_ms"] < kept[f"{field}_ms"]:
                        kept[f"{field}_ms"] = result[f"{field}_ms"]
                        kept[f"{field}_mb_s"] = result[f"{field}_mb_s"]
                kept["runs"] += result["runs"]
            else:
                best[name] = dict(result, folder=os.path.abspath(folder))
    results = []
    for name, result in best.items():
        # The target is the lexer and the reader together; the lexer alone is the part of it.
        result.update(corpus=name, rounds=rounds, target_mb_s=TARGET_MB_S, met=result["reader_mb_s"] >= TARGET_MB_S)
        results.append(result)
    return results


def table(results):
    """The figures, as lines of text: one per corpus."""
    lines = ["Swift lexer and structural reader (swift-reader-speed: the files in memory, one thread):"]
    for r in results:
        lines.append(f"  {r['corpus']}, {r['files']:,} files ({r['bytes'] / 1e6:.1f} MB): "
                     f"Swift lexer alone: {r['lexer_mb_s']:.0f} MB/s; lexer + structural reader: "
                     f"{r['reader_mb_s']:.0f} MB/s, one core, {passes(r)} (target ≥ {TARGET_MB_S} MB/s)")
    return "\n".join(lines)


def passes(result):
    """How the figure was taken: the best of how many passes, in how many rounds."""
    rounds = result.get("rounds", 1)
    return f"best of {result['runs']} passes in {rounds} rounds" if rounds > 1 else f"best of {result['runs']}"
