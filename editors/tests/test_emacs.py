"""contract-mode.el byte-compiles without warnings, highlights, and registers the server."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

from support import EDITORS, SAMPLES, Skip

MODE = EDITORS / "emacs" / "contract-mode.el"
PROBE = Path(__file__).resolve().parent / "probes" / "emacs_probe.el"


def emacs() -> str:
    exe = shutil.which("emacs")
    if not exe:
        raise Skip("emacs is not installed (run-static.sh installs emacs-nox when apt-get works)")
    return exe


def test_contract_mode_byte_compiles_without_warnings():
    exe = emacs()
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / MODE.name
        shutil.copy(MODE, copy)
        # the command of the brief, plus warnings turned into errors
        proc = subprocess.run(
            [exe, "-Q", "--batch", "--eval", "(setq byte-compile-error-on-warn t)",
             "-f", "batch-byte-compile", str(copy)],
            capture_output=True, text=True, timeout=120,
        )
        out = proc.stdout + proc.stderr
        assert proc.returncode == 0, out
        assert "Warning" not in out and "Error" not in out, out
        assert (Path(tmp) / "contract-mode.elc").exists()
    assert not (MODE.parent / "contract-mode.elc").exists(), "delete editors/emacs/contract-mode.elc"


def run_probe(sample: Path) -> tuple[list[str], dict[str, str]]:
    exe = emacs()
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "faces.txt"
        proc = subprocess.run(
            [exe, "-Q", "--batch", "-l", str(MODE), "-l", str(PROBE), str(sample), str(out)],
            capture_output=True, text=True, timeout=120,
        )
        assert proc.returncode == 0 and out.exists(), proc.stdout + proc.stderr
        lines = out.read_text("utf-8").splitlines()
    faces = [ln for ln in lines if not ln.startswith("setting: ")]
    settings = dict(ln.removeprefix("setting: ").split("=", 1) for ln in lines if ln.startswith("setting: "))
    return faces, settings


def runs(faces: list[str], line_no: int) -> list[str]:
    body = faces[line_no - 1].split(": ", 1)[1]
    return body.split(" | ") if body else []


def test_contract_mode_highlights_the_samples():
    faces, _ = run_probe(SAMPLES / "shapes.contract")
    src = (SAMPLES / "shapes.contract").read_text("utf-8").splitlines()

    def line(prefix):
        (i,) = [i for i, t in enumerate(src) if t.lstrip().startswith(prefix)]
        return i + 1

    want = [
        ("# Every line", "font-lock-comment-face=Every line shape of the contract language, for the grammar tests."),
        ("# leaf-ignore-file", "font-lock-preprocessor-face=leaf-ignore-file"),
        ("# leaf-ignore-file", "contract-mode-rule-id-face=mac-voiceover-untested"),
        ("# leaf-ignore:", "contract-mode-rule-id-face=touch-only-action, hover-only-information"),
        ("component OrderList", "font-lock-keyword-face=component"),
        ("component OrderList", "font-lock-type-face=OrderList"),
        ("VolumeKnob", "font-lock-type-face=VolumeKnob"),
        ("menu Order", "font-lock-type-face=Order"),
        ("catalog Swipe", "font-lock-type-face=Swipe-Only Delete"),
        ("Mac reading order:", "font-lock-keyword-face=Mac reading order"),
        ("Focus after dismiss:", "font-lock-keyword-face=Focus after dismiss"),
        ("Check Mac:", "font-lock-keyword-face=Check Mac"),
        ("Hover:", "font-lock-keyword-face=Hover"),
        ("Owner:", "font-lock-variable-name-face=Owner"),
        ("Platforms:", "contract-mode-platform-face=macOS"),
        ("iPad: same; Share", "font-lock-builtin-face=same"),
        ("iPad: same; Share", "contract-mode-shortcut-face=Cmd-Shift-S"),
        ("macOS: table", "contract-mode-shortcut-face=⌘⌫"),
        ("macOS: table", "contract-mode-mechanism-face=menu bar"),
        ("iPhone: list row", "font-lock-builtin-face=→"),
        ("Share Receipt with Command", "contract-mode-shortcut-face=Command+Shift+S"),
        ("Settings with", "contract-mode-shortcut-face=⌘,"),
        ("Settings with", "contract-mode-shortcut-face=Ctrl-Opt-Space"),
        ("Settings with", "contract-mode-shortcut-face=⌥⌘←"),
        ("Mac: keyboard focus", "contract-mode-shortcut-face=→"),
        ("Reorder: ⌘R", "font-lock-function-name-face=Reorder"),
        ("Reorder: ⌘R", "contract-mode-shortcut-face=⌘R"),
        ("Show Details", "font-lock-function-name-face=Show Details"),
    ]
    missing = [f"{p!r}: {w}  (got {runs(faces, line(p))})" for p, w in want if w not in runs(faces, line(p))]
    assert not missing, "\n".join(missing)
    note = " ".join(runs(faces, line("Note:")))
    assert "Shift-click" not in note and "Option-drag" not in note, note
    seed_faces, _ = run_probe(SAMPLES / "seed.contract")
    assert "contract-mode-shortcut-face=⌘R" in runs(seed_faces, 4)
    assert "font-lock-builtin-face=same" in runs(seed_faces, 4)
    assert "contract-mode-shortcut-face=⌫" in runs(seed_faces, 5)


def test_contract_mode_settings_and_server_registration():
    _, s = run_probe(SAMPLES / "shapes.contract")
    assert s["major-mode"] == "contract-mode", "auto-mode-alist for .contract"
    assert s["derived-prog-mode"] == "t"
    assert s["comment-start"] == '"# "'
    assert s["featurep"] == "t"
    assert s["eglot"] == '(contract-mode "leaf-lsp" "serve" "--stdio")'
    assert s["lsp-language-id"] == '(contract-mode . "contract")'
    assert ':server-id leaf-lsp' in s["lsp-client"]
    assert '(stdio ("leaf-lsp" "serve" "--stdio"))' in s["lsp-client"]
    assert s["commented"] == '"# Owner: orders team"'
    assert s["menu-indent"] == "2"
