"""A minimal LSP client over the real pipes of a child process, for timing.

One thread: the driver writes a message, then reads frames until the one it waits for arrives,
answering any request the server makes on the way. Timing is taken around exactly that.
"""

import json
import os
import subprocess
import time


def file_uri(path):
    return "file://" + path


class Client:
    def __init__(self, command, cwd=None):
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=cwd, bufsize=0
        )
        self.out = self.process.stdin.fileno()
        self.reader = self.process.stdout
        self.buffer = b""
        self.next_id = 0
        self.capabilities = {}

    # -- framing

    def send(self, message):
        body = json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
        data = b"Content-Length: %d\r\n\r\n" % len(body) + body
        view = memoryview(data)
        while view:
            written = os.write(self.out, view)
            view = view[written:]

    def _fill(self):
        chunk = os.read(self.reader.fileno(), 1 << 16)
        if not chunk:
            raise EOFError("the server closed its output")
        self.buffer += chunk

    def receive(self):
        """The next frame from the server, decoded."""
        while True:
            end = self.buffer.find(b"\r\n\r\n")
            if end >= 0:
                length = None
                for line in self.buffer[:end].split(b"\r\n"):
                    name, _, value = line.partition(b":")
                    if name.strip().lower() == b"content-length":
                        length = int(value)
                start = end + 4
                while len(self.buffer) < start + length:
                    self._fill()
                body = self.buffer[start:start + length]
                self.buffer = self.buffer[start + length:]
                return json.loads(body)
            self._fill()

    # -- messages

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return self.next_id

    def _answer_server_request(self, message):
        method = message.get("method")
        if method == "workspace/configuration":
            result = [None for _ in message.get("params", {}).get("items", [])]
        else:
            result = None
        self.send({"jsonrpc": "2.0", "id": message["id"], "result": result})

    def wait_for(self, predicate):
        """Reads frames (answering server requests) until `predicate` accepts one; returns it."""
        while True:
            message = self.receive()
            if "method" in message and "id" in message:
                self._answer_server_request(message)
                continue
            if predicate(message):
                return message

    def wait_response(self, request_id):
        return self.wait_for(lambda m: m.get("id") == request_id and "method" not in m)

    def wait_diagnostics(self, uri, version):
        def published(message):
            if message.get("method") != "textDocument/publishDiagnostics":
                return False
            params = message["params"]
            # A server that sends no version (ruff) is taken to answer the edit in flight.
            return params.get("uri") == uri and (version is None or params.get("version", version) == version)

        return self.wait_for(published)

    # -- lifecycle

    def initialize(self, folder, pull=False):
        text_document = {
            "synchronization": {"didSave": True},
            "publishDiagnostics": {"versionSupport": True, "relatedInformation": True},
            "hover": {"contentFormat": ["markdown", "plaintext"]},
            "completion": {"completionItem": {"snippetSupport": False}},
        }
        if pull:
            text_document["diagnostic"] = {"dynamicRegistration": False}
        params = {
            "processId": os.getpid(),
            "rootUri": file_uri(folder) if folder else None,
            "workspaceFolders": [{"uri": file_uri(folder), "name": "bench"}] if folder else None,
            "capabilities": {
                "general": {"positionEncodings": ["utf-16"]},
                "textDocument": text_document,
                "workspace": {"workspaceFolders": True, "configuration": False},
            },
        }
        answer = self.wait_response(self.request("initialize", params))
        self.capabilities = answer.get("result", {}).get("capabilities", {})
        self.notify("initialized", {})
        return answer

    def close(self):
        try:
            self.wait_response(self.request("shutdown", None))
            self.notify("exit", None)
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()
            self.process.wait()

    def peak_memory_kb(self):
        """VmHWM of the live server process, in kB (0 when /proc cannot tell)."""
        try:
            with open(f"/proc/{self.process.pid}/status") as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        return int(line.split()[1])
        except OSError:
            pass
        return 0


def clock():
    return time.perf_counter()
