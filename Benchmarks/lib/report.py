"""Turns samples into the results: statistics, ratios to the floor, targets, a table, JSON."""

import json
import os
import platform
import subprocess


def median(values):
    ordered = sorted(values)
    if not ordered:
        return None
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def percentile(values, fraction):
    """Nearest-rank percentile."""
    ordered = sorted(values)
    if not ordered:
        return None
    rank = max(1, -(-int(fraction * 1000) * len(ordered) // 1000))
    return ordered[min(rank, len(ordered)) - 1]


def machine():
    model = "unknown"
    try:
        with open("/proc/cpuinfo") as info:
            model = next((l.split(":", 1)[1].strip() for l in info if l.startswith("model name")), model)
    except OSError:
        pass
    try:
        swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.strip().splitlines()[0]
    except (OSError, IndexError):
        swift = "unknown"
    return {"cpu": model, "cores": os.cpu_count(), "system": f"{platform.system()} {platform.release()}", "swift": swift}


def _row(name, unit, value, floor=None, target=None, met=None, p99=None, floor_p99=None, ruff=None):
    return {"figure": name, "unit": unit, "value": value, "p99": p99, "floor": floor, "floor_p99": floor_p99,
            "ratio": (value / floor) if (value is not None and floor) else None, "target": target, "met": met,
            "ruff": ruff}


def _latency(rows, name, samples, floor_samples, median_target=None, p99_target=None, ruff_samples=None):
    value, p99 = median(samples), percentile(samples, 0.99)
    target, met = None, None
    if median_target is not None:
        target = f"≤ {median_target} ms" + (f", p99 ≤ {p99_target} ms" if p99_target else "")
        met = value <= median_target and (p99_target is None or p99 <= p99_target)
    rows.append(_row(name, "ms", value, median(floor_samples), target, met, p99, percentile(floor_samples, 0.99),
                     median(ruff_samples) if ruff_samples else None))


# Per-keystroke targets (median, p99) by document size.
KEYSTROKE_TARGETS = {1000: (0.5, 2), 10000: (1, 3)}


def assemble(binary, quick, plan, leaf, floor, ruff, batch, workspace_files, cases):
    rows = []
    full = not quick
    for size, kind in cases:
        key = f"typing{size}-{kind}"
        targets = KEYSTROKE_TARGETS.get(size, (None, None)) if full else (None, None)
        ruff_samples = ruff.get(f"typing{size}", {}).get("keystroke")
        _latency(rows, f"keystroke → diagnostics, {kind} line, {size:,} lines", leaf[key]["keystroke"],
                 floor[f"typing{size}-meaning"]["keystroke"], *targets, ruff_samples=ruff_samples)
    meaning = [median(leaf[f"typing{size}-meaning"]["keystroke"]) for size in plan["sizes"]]
    if full and len(meaning) > 1:
        # Flat: the largest document costs at most twice the smallest per keystroke.
        spread = max(meaning) / min(meaning)
        rows.append(_row(f"Meaning keystroke, {plan['sizes'][-1]:,} lines ÷ {plan['sizes'][0]:,} lines", "×", spread,
                         target="flat (≤ 2×)", met=spread <= 2))
    for size, kind in cases:
        key = f"typing{size}-{kind}"
        if kind != "meaning" or not leaf[key]["burst"]:
            continue
        single = median(leaf[key]["keystroke"])
        value = median(leaf[key]["burst"])
        rows.append(_row(f"burst of 8 edits → last diagnostics, {size:,} lines", "ms", value,
                         median(floor[key]["burst"]), "≤ 2× one edit" if full else None,
                         (value <= 2 * single) if full else None, percentile(leaf[key]["burst"], 0.99)))
    lines = f"{plan['document']:,} lines"
    _latency(rows, f"didOpen → first diagnostics, {lines}", leaf["open"], floor["open"], 5 if full else None)
    _latency(rows, f"initialize + index {workspace_files:,} files", leaf["startup"], floor["startup"],
             100 if full and workspace_files == 1000 else None)
    _latency(rows, f"pull diagnostics after a keystroke, {lines}", leaf["pull"], floor["pull"], 1 if full else None)
    for method, label in (("textDocument/hover", "hover"), ("textDocument/completion", "completion")):
        samples = leaf["requests"].get(method)
        if samples:
            _latency(rows, f"{label}, {lines}", samples, floor["requests"].get(method, []),
                     0.5 if full else None)
        else:
            rows.append(_row(f"{label}", "ms", None, target="not advertised by the server"))
    biggest = max(size for size in plan["sizes"] if size <= 10000)
    peak = max(leaf[f"typing{size}-{kind}"]["peak_kb"] for size, kind in cases if size == biggest) / 1024
    floor_peak = floor[f"typing{biggest}-meaning"]["peak_kb"] / 1024
    rows.append(_row(f"peak memory, {workspace_files:,} files indexed + {biggest:,}-line file open", "MB", peak,
                     floor_peak, "≤ 40 MB" if full else None, (peak <= 40) if full else None))
    for run in batch:
        seconds = median(run["ms"]) / 1000
        floor_seconds = median(run["floor_ms"]) / 1000
        files_rate = run["files"] / seconds
        rows.append(_row(f"check, {run['files']:,} files ({run['bytes'] / 1e6:.1f} MB)", "files/s", files_rate,
                         run["files"] / floor_seconds,
                         "≥ 30,000 files/s" if full and run["files"] <= 1000 else None,
                         (files_rate >= 30000) if full and run["files"] <= 1000 else None))
        rate = run["bytes"] / 1e6 / seconds
        big = full and run["bytes"] >= 50e6
        rows.append(_row(f"check, {run['files']:,} files", "MB/s", rate, run["bytes"] / 1e6 / floor_seconds,
                         "≥ 100 MB/s" if big else None, (rate >= 100) if big else None))
        peak = max(run["peak_kb"]) / 1024
        rows.append(_row(f"check peak memory, {run['files']:,} files", "MB", peak,
                         target="≤ 150 MB" if big else None, met=(peak <= 150) if big else None))
    # For rates the floor is faster when larger: keep the ratio as "times the floor's cost".
    for row in rows:
        if row["unit"] in ("files/s", "MB/s") and row["value"] and row["floor"]:
            row["ratio"] = row["floor"] / row["value"]
    return {"binary": binary, "quick": quick, "machine": machine(), "rows": rows, "ruff": ruff.get("version"),
            "samples": {"leaf-lsp": leaf, "floor": floor, "ruff": ruff, "check": batch}}


def write_json(data, path):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w") as out:
        json.dump(data, out, indent=1)


def _number(value, unit):
    if value is None:
        return "—"
    if unit == "ms":
        return f"{value:.3f}" if value < 10 else f"{value:.1f}"
    return f"{value:,.0f}" if value >= 100 else f"{value:.1f}"


def table(data):
    """A Markdown table: figure, median, p99, floor, ratio to the floor, target, met."""
    ruff = data.get("ruff")
    lines = ["| figure | leaf-lsp | p99 | floor (echo server in C) | × floor | "
             + (f"{ruff} server, Python file of that size | " if ruff else "") + "target | met |",
             "|---|---|---|---|---|" + ("---|" if ruff else "") + "---|---|"]
    for row in data["rows"]:
        unit = row["unit"]
        value = _number(row["value"], unit) + (f" {unit}" if row["value"] is not None else "")
        p99 = _number(row["p99"], unit) if row["p99"] is not None else ""
        floor = _number(row["floor"], unit) if row["floor"] is not None else ""
        ratio = f"{row['ratio']:.1f}×" if row["ratio"] else ""
        met = {True: "yes", False: "**no**", None: ""}[row["met"]]
        ruff_cell = (_number(row["ruff"], unit) + f" {unit} | " if row.get("ruff") is not None else " | ") if ruff else ""
        lines.append(f"| {row['figure']} | {value} | {p99} | {floor} | {ratio} | {ruff_cell}{row['target'] or ''} | {met} |")
    m = data["machine"]
    lines.append("")
    lines.append(f"Machine: {m['cpu']}, {m['cores']} cores, {m['system']}; {m['swift']}.")
    if data["quick"]:
        lines.append("Quick smoke run (debug build, small inputs): these times are not the benchmark's results.")
    return "\n".join(lines)
