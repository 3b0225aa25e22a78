"""The Vim syntax highlights the samples; the Neovim runtime files load and set up."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from support import EDITORS, SAMPLES, Skip

NEOVIM = EDITORS / "neovim"
PROBES = Path(__file__).resolve().parent / "probes"


def vim_syntax_runs(sample: Path) -> list[list[str]]:
    exe = shutil.which("vim")
    if not exe:
        raise Skip("vim is not installed")
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "syn.txt"
        cmd = (
            f"let g:rtp='{NEOVIM}' | let g:file='{sample}' | let g:out='{out}'"
        )
        proc = subprocess.run(
            [exe, "-Nu", "NONE", "-i", "NONE", "-es", "--cmd", cmd, "-S", str(PROBES / "vim_probe.vim")],
            capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
        )
        assert out.exists(), f"vim probe failed ({proc.returncode}): {proc.stdout}{proc.stderr}"
        lines = out.read_text("utf-8").splitlines()
    result = []
    for ln in lines:
        body = ln.split(": ", 1)[1] if ": " in ln else ""
        result.append(body.split(" | ") if body else [])
    return result


def test_vim_syntax_highlights_the_samples():
    runs = vim_syntax_runs(SAMPLES / "shapes.contract")
    src = (SAMPLES / "shapes.contract").read_text("utf-8").splitlines()

    def at(prefix):
        (i,) = [i for i, t in enumerate(src) if t.lstrip().startswith(prefix)]
        return runs[i]

    want = [
        ("# Every line", "contractComment=# Every line shape of the contract language, for the grammar tests."),
        ("# leaf-ignore-file", "contractDirective=leaf-ignore-file"),
        ("# leaf-ignore-file", "contractRuleId=mac-voiceover-untested"),
        ("# leaf-ignore:", "contractRuleId=hover-only-information"),
        ("component OrderList", "contractHeaderKw=component"),
        ("component OrderList", "contractComponentName=OrderList"),
        ("VolumeKnob", "contractComponent=VolumeKnob"),
        ("menu Order", "contractBlockName=Order"),
        ("catalog Swipe", "contractBlockName=Swipe-Only Delete"),
        ("Hover:", "contractKey=Hover"),
        ("Mac reading order:", "contractKey=Mac reading order"),
        ("Focus after dismiss:", "contractKey=Focus after dismiss"),
        ("Owner:", "contractUnknownKey=Owner"),
        ("Platforms:", "contractPlatform=macOS"),
        ("iPhone: list row", "contractPlatformKey=iPhone"),
        ("iPhone: list row", "contractArrow=→"),
        ("iPhone: list row", "contractMechanism=custom action"),
        ("iPad: same; Share", "contractSame=same"),
        ("iPad: same; Share", "contractShortcut=Cmd-Shift-S"),
        ("macOS: table", "contractShortcut=⌘⌫"),
        ("Share Receipt with Command", "contractShortcut=Command+Shift+S"),
        ("Share Receipt with Command", "contractArrow=->"),
        ("Mac: keyboard focus", "contractShortcut=→"),
        ("Settings with", "contractShortcut=⌘,"),
        ("Settings with", "contractShortcut=Ctrl-Opt-Space"),
        ("Settings with", "contractShortcut=⌥⌘←"),
        ("Reorder: ⌘R", "contractMenuCommand=Reorder"),
        ("Reorder: ⌘R", "contractShortcut=⌘R"),
        ("Show Details", "contractMenuCommand=Show Details"),
    ]
    missing = [f"{p!r}: {w} (got {at(p)})" for p, w in want if w not in at(p)]
    assert not missing, "\n".join(missing)
    note = " ".join(at("Note:"))
    assert "Shift-click" not in note and "drag" not in note, note
    assert not any(r.startswith("contractMechanism=") for r in at("See: Platform Interaction")), at("See: Platform")
    seed = vim_syntax_runs(SAMPLES / "seed.contract")
    assert "contractShortcut=⌘R" in seed[3] and "contractSame=same" in seed[3], seed[3]


def test_neovim_runtime_files_and_setup():
    exe = shutil.which("nvim")
    if not exe:
        raise Skip("nvim is not installed (run-static.sh installs Debian's neovim when apt-get works)")
    with tempfile.TemporaryDirectory() as tmp:
        tree = Path(tmp) / "tree"
        (tree / "proj" / "sub").mkdir(parents=True)
        (tree / "proj" / ".leaf-lsp.json").write_text("{}\n")
        (tree / "gitonly" / ".git").mkdir(parents=True)
        (tree / "gitonly" / "x").mkdir()
        (tree / "loose").mkdir()
        out = Path(tmp) / "probe.txt"
        env = dict(os.environ, LEAF_PROBE_OUT=str(out), LEAF_PROBE_TREE=str(tree))
        proc = subprocess.run(
            [exe, "--headless", "-u", "NONE", "-i", "NONE", "--cmd", f"set rtp^={NEOVIM}",
             "-c", "filetype plugin on", "-c", "syntax on",
             "-c", f"edit {SAMPLES / 'shapes.contract'}",
             "-c", f"luafile {PROBES / 'nvim_probe.lua'}", "-c", "qa!"],
            capture_output=True, text=True, timeout=60, env=env, stdin=subprocess.DEVNULL,
        )
        assert out.exists(), f"nvim probe failed ({proc.returncode}): {proc.stdout}{proc.stderr}"
        got = dict(ln.split("=", 1) for ln in out.read_text("utf-8").splitlines())
    assert got["filetype"] == "contract"
    assert got["commentstring"] == "# %s"
    assert got["shiftwidth"] == "2" and got["expandtab"] == "true"
    assert got["current_syntax"] == "contract"
    assert got["require"] == "true"
    assert got["root_with_config"] == str(tree / "proj")
    assert got["root_with_git"] == str(tree / "gitonly")
    assert got["root_fallback"] == str(tree / "loose")
    assert got["setup"] == "ok", got["setup"]
    assert got["default_cmd"] == "leaf-lsp serve --stdio"
    assert got["cmd"] == "leaf-lsp-not-installed serve --stdio"
    # contract buffers, and Swift buffers beside sourcekit-lsp unless `swift = false`
    assert got["autocmd"] == "2"
    assert got["autocmd_patterns"] == "contract,swift"
    assert got["autocmd_without_swift"] == "1"
    # vim.lsp.start on 0.8+, start_client + buf_attach_client on 0.7: both check the command first
    assert "not executable" in got["notes"], got["notes"]
