"""The measured scenarios. Each takes the server's command line and returns plain numbers
(times in milliseconds), so the same code drives leaf-lsp and the echo server."""

import os
import subprocess
import time

from . import generate
from .lsp_client import Client, clock, file_uri

TYPED = "the quick brown fox jumps over the lazy dog "


def session(command, folder, pull=False):
    """A server initialized on `folder`, its workspace indexed; and the time that took (ms).

    Indexed means: a small document opened right after `initialized` got its first
    diagnostics, which the server publishes only once the workspace index is complete.
    """
    client = Client(command)
    start = clock()
    client.initialize(folder, pull=pull)
    probe = file_uri(os.path.join(os.path.dirname(folder), "probe.contract"))
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": probe, "languageId": "contract", "version": 1, "text": generate.big_file(12)}})
    if pull:
        client.wait_response(client.request("textDocument/diagnostic", {"textDocument": {"uri": probe}}))
    else:
        client.wait_diagnostics(probe, 1)
    elapsed = (clock() - start) * 1000
    client.notify("textDocument/didClose", {"textDocument": {"uri": probe}})
    return client, elapsed


class Document:
    """An open document typed into a line of one kind (`generate.LINE_KINDS`) near its middle."""

    def __init__(self, client, uri, text, kind="note", language="contract"):
        self.client, self.uri, self.version, self.language = client, uri, 1, language
        if language == "python":
            self.line, self.column = generate.python_typing_position(text)
        else:
            self.line, self.column = generate.typing_position(text, kind)
        self.typed = 0

    def open(self, text, pull=False):
        start = clock()
        self.client.notify("textDocument/didOpen", {"textDocument": {
            "uri": self.uri, "languageId": self.language, "version": 1, "text": text}})
        self.settle(pull)
        return (clock() - start) * 1000

    def send_keystroke(self):
        character = TYPED[self.typed % len(TYPED)]
        self.typed += 1
        self.version += 1
        position = {"line": self.line, "character": self.column}
        self.column += 1
        self.client.notify("textDocument/didChange", {
            "textDocument": {"uri": self.uri, "version": self.version},
            "contentChanges": [{"range": {"start": position, "end": position}, "text": character}],
        })

    def settle(self, pull=False):
        if pull:
            self.client.wait_response(self.client.request("textDocument/diagnostic", {"textDocument": {"uri": self.uri}}))
        else:
            self.client.wait_diagnostics(self.uri, self.version)


def typing(command, folder, text, edits, bursts, kind="note", burst_size=8):
    """Per keystroke (write didChange → read its publishDiagnostics), then bursts, in ms."""
    client, _ = session(command, folder)
    document = Document(client, file_uri(os.path.join(os.path.dirname(folder), "typed.contract")), text, kind)
    document.open(text)
    for _ in range(min(10, edits)):  # warm-up: caches and allocator settle
        document.send_keystroke()
        document.settle()
    keystrokes = []
    for _ in range(edits):
        start = clock()
        document.send_keystroke()
        document.settle()
        keystrokes.append((clock() - start) * 1000)
    burst_times = []
    for _ in range(bursts):
        start = clock()
        for _ in range(burst_size):
            document.send_keystroke()
        document.settle()
        burst_times.append((clock() - start) * 1000)
    memory = client.peak_memory_kb()
    client.close()
    return {"keystroke": keystrokes, "burst": burst_times, "peak_kb": memory}


def typing_python(command, folder, text, edits):
    """`ruff server` typed into a Python file the same way: per keystroke, in ms."""
    client = Client(command, cwd=folder)
    client.initialize(folder)
    document = Document(client, file_uri(os.path.join(folder, "typed.py")), text, language="python")
    document.open(text)
    for _ in range(min(10, edits)):
        document.send_keystroke()
        document.settle()
    keystrokes = []
    for _ in range(edits):
        start = clock()
        document.send_keystroke()
        document.settle()
        keystrokes.append((clock() - start) * 1000)
    memory = client.peak_memory_kb()
    client.close()
    return {"keystroke": keystrokes, "burst": [], "peak_kb": memory}


def opening(command, folder, text, count):
    """didOpen → first publishDiagnostics, each time a new document (then closed)."""
    client, _ = session(command, folder)
    times = []
    for index in range(count + 1):
        uri = file_uri(os.path.join(os.path.dirname(folder), f"opened{index}.contract"))
        elapsed = Document(client, uri, text).open(text)
        client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        if index:
            times.append(elapsed)
    client.close()
    return times


def startup(command, folder, count):
    """initialize → the workspace indexed (see `session`), each in a fresh process."""
    times = []
    for _ in range(count):
        client, elapsed = session(command, folder)
        times.append(elapsed)
        client.close()
    return times


def pulling(command, folder, text, count):
    """After each keystroke, textDocument/diagnostic → its report (pull mode)."""
    client, _ = session(command, folder, pull=True)
    document = Document(client, file_uri(os.path.join(os.path.dirname(folder), "pulled.contract")), text)
    document.open(text, pull=True)
    times = []
    for _ in range(count):
        document.send_keystroke()
        start = clock()
        document.settle(pull=True)
        times.append((clock() - start) * 1000)
    client.close()
    return times


def requests(command, folder, text, count):
    """Hover and completion at a shortcut of a path line, when the server advertises them."""
    client, _ = session(command, folder)
    uri = file_uri(os.path.join(os.path.dirname(folder), "asked.contract"))
    Document(client, uri, text).open(text)
    lines = text.split("\n")
    line = next((i for i, l in enumerate(lines) if l.startswith("iPad: same + keyboard focus on row")), 0)
    position = {"line": line, "character": len(lines[line].encode("utf-16-le")) // 2 - 1}
    results = {}
    for method, capability in (("textDocument/hover", "hoverProvider"), ("textDocument/completion", "completionProvider")):
        if not client.capabilities.get(capability):
            continue
        times = []
        for _ in range(count):
            start = clock()
            client.wait_response(client.request(method, {"textDocument": {"uri": uri}, "position": position}))
            times.append((clock() - start) * 1000)
        results[method] = times
    client.close()
    return results


def run_timed(arguments, repeat):
    """Wall time (ms) and peak resident memory (kB) of a command, each repeat.

    The peak comes from `/usr/bin/time -f %M` when installed (a fork of Python would count
    Python's own pages in `ru_maxrss`), else from `wait4`.
    """
    times, peaks = [], []
    gnu_time = "/usr/bin/time" if os.path.exists("/usr/bin/time") else None
    for _ in range(repeat):
        command = list(arguments)
        report_path = None
        if gnu_time:
            report_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".work", "time.txt")
            command = [gnu_time, "-f", "%M", "-o", report_path] + command
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        times.append((time.perf_counter() - start) * 1000)
        code = os.waitstatus_to_exitcode(status)
        if code not in (0, 1):
            raise RuntimeError(f"{' '.join(arguments)} exited with {code}")
        peak = usage.ru_maxrss
        if report_path:
            with open(report_path) as report:
                peak = int(report.read().split()[-1])
        peaks.append(peak)
    return times, peaks


def folder_size(folder):
    files = size = 0
    for root, _, names in os.walk(folder):
        for name in names:
            if name.endswith(".contract"):
                files += 1
                size += os.path.getsize(os.path.join(root, name))
    return files, size
