"""Every JSON / TOML / plist file under editors/ parses; the VS Code manifest is complete."""

from __future__ import annotations

import json
import plistlib
import re
import sys

from support import EDITORS, RULE_IDS, SEVERITIES

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

VSCODE = EDITORS / "vscode"
SKIP_DIRS = {"node_modules", "out", "target", ".git"}


def files(*suffixes: str):
    for p in sorted(EDITORS.rglob("*")):
        if p.is_file() and p.suffix in suffixes and not (SKIP_DIRS & set(p.relative_to(EDITORS).parts)):
            yield p


def load_pkg() -> dict:
    return json.loads((VSCODE / "package.json").read_text("utf-8"))


def test_every_json_file_parses():
    found = list(files(".json", ".sublime-settings"))
    names = {p.name for p in found}
    assert {"package.json", "language-configuration.json", "contract.tmLanguage.json", "tsconfig.json"} <= names
    assert "LSP-leaf.sublime-settings" in names
    bad = []
    for p in found:
        try:
            json.loads(p.read_text("utf-8"))
        except ValueError as e:
            bad.append(f"{p.relative_to(EDITORS)}: {e}")
    assert not bad, "\n".join(bad)


def test_every_toml_file_parses():
    found = list(files(".toml"))
    names = {str(p.relative_to(EDITORS)) for p in found}
    assert {"helix/languages.toml", "zed/extension.toml", "zed/Cargo.toml", "zed/languages/contract/config.toml"} <= names
    bad = []
    for p in found:
        try:
            tomllib.loads(p.read_text("utf-8"))
        except tomllib.TOMLDecodeError as e:
            bad.append(f"{p.relative_to(EDITORS)}: {e}")
    assert not bad, "\n".join(bad)


def test_every_plist_parses():
    found = list(files(".tmPreferences"))
    assert found, "Sublime Comments.tmPreferences missing"
    for p in found:
        data = plistlib.loads(p.read_bytes())
        assert data["scope"] == "source.contract"
        shell = {v["name"]: v["value"] for v in data["settings"]["shellVariables"]}
        assert shell["TM_COMMENT_START"] == "# "


def test_package_json_identity_and_entry_points():
    pkg = load_pkg()
    assert pkg["name"] == "leaf-lsp"
    assert pkg["publisher"] == "leaf-lsp"
    assert pkg.get("displayName")
    assert re.fullmatch(r"\^1\.\d+\.\d+", pkg["engines"]["vscode"])
    assert "onLanguage:contract" in pkg["activationEvents"]
    # main ./out/X.js is compiled from src/X.ts (tsconfig rootDir/outDir)
    tsconfig = json.loads((VSCODE / "tsconfig.json").read_text("utf-8"))["compilerOptions"]
    main = pkg["main"].removeprefix("./")
    assert main.startswith(tsconfig["outDir"].rstrip("/") + "/") and main.endswith(".js"), main
    src = VSCODE / tsconfig["rootDir"] / (main[len(tsconfig["outDir"]) + 1 : -3] + ".ts")
    assert src.exists(), f"{pkg['main']} has no source {src}"


def test_package_json_language_and_grammar():
    pkg = load_pkg()
    (lang,) = [lang for lang in pkg["contributes"]["languages"] if lang["id"] == "contract"]
    assert ".contract" in lang["extensions"]
    assert lang["aliases"]
    conf = VSCODE / lang["configuration"]
    assert conf.exists(), conf
    (gram,) = pkg["contributes"]["grammars"]
    assert gram["language"] == "contract" and gram["scopeName"] == "source.contract"
    gpath = VSCODE / gram["path"]
    assert gpath.exists(), gpath
    assert json.loads(gpath.read_text("utf-8"))["scopeName"] == gram["scopeName"]


def test_package_json_settings():
    props = load_pkg()["contributes"]["configuration"]["properties"]
    assert props["leaf.server.path"]["default"] == "leaf-lsp"
    assert props["leaf.server.args"]["default"] == ["serve", "--stdio"]
    assert props["leaf.trace.server"]["enum"] == ["off", "messages", "verbose"]
    rules = props["leaf.rules"]
    assert rules["type"] == "object"
    assert sorted(rules["properties"]) == sorted(RULE_IDS), set(rules["properties"]) ^ set(RULE_IDS)
    assert len(RULE_IDS) == 31
    for rid, schema in rules["properties"].items():
        assert schema["enum"] == SEVERITIES, rid


def test_package_json_commands_dependencies_scripts():
    pkg = load_pkg()
    titles = {}
    for c in pkg["contributes"]["commands"]:
        title = f"{c['category']}: {c['title']}" if c.get("category") else c["title"]
        titles[c["command"]] = title
    assert titles == {"leaf.restartServer": "Leaf: Restart server", "leaf.showOutput": "Leaf: Show output"}
    assert pkg["dependencies"]["vscode-languageclient"].startswith("^9")
    for dev in ("typescript", "@types/vscode", "@types/node", "@vscode/vsce"):
        assert dev in pkg["devDependencies"], dev
    # vsce refuses @types/vscode newer than engines.vscode
    types = re.search(r"(\d+)\.(\d+)", pkg["devDependencies"]["@types/vscode"]).groups()
    engine = re.search(r"(\d+)\.(\d+)", pkg["engines"]["vscode"]).groups()
    assert tuple(map(int, types)) <= tuple(map(int, engine))
    assert "compile" in pkg["scripts"] and "package" in pkg["scripts"]
    assert "vsce package" in pkg["scripts"]["package"]


def test_extension_source_matches_manifest():
    src = (VSCODE / "src" / "extension.ts").read_text("utf-8")
    pkg = load_pkg()
    assert "from 'vscode-languageclient/node'" in src
    assert "configurationSection: 'leaf'" in src
    assert "'**/*.contract'" in src and "'**/.leaf-lsp.json'" in src
    for c in pkg["contributes"]["commands"]:
        assert f"registerCommand('{c['command']}'" in src, c["command"]
    for key in ("server.path", "server.args"):
        assert f"'{key}'" in src, key
    assert "export async function activate" in src and "export function deactivate" in src
    # TransportKind.stdio would make the client append its own --stdio to the args
    assert not re.search(r"\btransport\s*:", src), "Executable must not set transport"


def test_vscodeignore_keeps_runtime_files():
    ignore = (VSCODE / ".vscodeignore").read_text("utf-8").split()
    for must_ship in ("out/", "syntaxes/", "language-configuration.json", "package.json", "node_modules/"):
        assert not any(line.rstrip("/*") == must_ship.rstrip("/") for line in ignore), must_ship
    assert "src/**" in ignore
    gitignore = (VSCODE / ".gitignore").read_text("utf-8").split()
    assert "node_modules/" in gitignore and "out/" in gitignore


def test_language_configuration():
    conf = json.loads((VSCODE / "language-configuration.json").read_text("utf-8"))
    assert conf["comments"]["lineComment"] == "#"
    assert ["(", ")"] in conf["brackets"] and ["[", "]"] in conf["brackets"] and ["{", "}"] in conf["brackets"]
    pairs = {(p["open"], p["close"]) for p in conf["autoClosingPairs"]}
    assert {("(", ")"), ("[", "]"), ("{", "}"), ('"', '"')} <= pairs
    inc = re.compile(conf["indentationRules"]["increaseIndentPattern"])
    dec = re.compile(conf["indentationRules"]["decreaseIndentPattern"])
    assert inc.search("menu Order") and inc.search("Menu File")
    assert not inc.search("Menu bar: Reorder") and not inc.search("  Reorder: ⌘R")
    assert dec.search("component OrderRow") and dec.search("  catalog Swipe-Only Delete")
    assert not dec.search("Meaning: x")
    rules = conf["onEnterRules"]
    assert any(re.search(r["beforeText"], "menu Order") and r["action"]["indent"] == "indent" for r in rules)
    assert any(
        re.search(r["beforeText"], "  Reorder: ⌘R") and r["action"]["indent"] == "none" for r in rules
    ), "indentation inside menu blocks"
    word = re.compile(conf["wordPattern"])
    assert word.match("⌘R").group(0) == "⌘R" and word.match("Swipe-Only").group(0) == "Swipe-Only"


def test_helix_languages_toml():
    data = tomllib.loads((EDITORS / "helix" / "languages.toml").read_text("utf-8"))
    (lang,) = [lang for lang in data["language"] if lang["name"] == "contract"]
    assert "contract" in lang["file-types"]
    assert lang["comment-token"] == "#"
    assert ".leaf-lsp.json" in lang["roots"]
    assert lang["language-servers"] == ["leaf-lsp"]
    server = data["language-server"]["leaf-lsp"]
    assert server["command"] == "leaf-lsp" and server["args"] == ["serve", "--stdio"]
    # Swift: leaf-lsp beside sourcekit-lsp, for diagnostics only.
    (swift,) = [lang for lang in data["language"] if lang["name"] == "swift"]
    assert swift["language-servers"][0] == "sourcekit-lsp"
    leaf = swift["language-servers"][1]
    assert leaf["name"] == "leaf-lsp" and "diagnostics" in leaf["only-features"]
    assert "completion" not in leaf["only-features"] and "hover" not in leaf["only-features"]


def test_zed_extension():
    zed = EDITORS / "zed"
    ext = tomllib.loads((zed / "extension.toml").read_text("utf-8"))
    for key in ("id", "name", "version", "schema_version", "authors", "description"):
        assert key in ext, key
    server = ext["language_servers"]["leaf-lsp"]
    lang = tomllib.loads((zed / "languages" / "contract" / "config.toml").read_text("utf-8"))
    assert lang["name"] in server["languages"]
    assert "Swift" in server["languages"]
    assert "contract" in lang["path_suffixes"]
    assert lang["line_comments"] == ["# "]
    assert "grammar" not in lang or lang["grammar"] in ext.get("grammars", {})
    cargo = tomllib.loads((zed / "Cargo.toml").read_text("utf-8"))
    assert cargo["lib"]["crate-type"] == ["cdylib"]
    assert "zed_extension_api" in cargo["dependencies"]
    lib = (zed / cargo["lib"]["path"]).read_text("utf-8")
    assert "register_extension!" in lib and '"leaf-lsp"' in lib
    assert '"serve".into(), "--stdio".into()' in lib


def test_sublime_lsp_client_settings():
    data = json.loads((EDITORS / "sublime" / "LSP-leaf.sublime-settings").read_text("utf-8"))
    client = data["clients"]["leaf-lsp"]
    assert client["enabled"] is True
    assert client["command"] == ["leaf-lsp", "serve", "--stdio"]
    assert client["selector"] == "source.contract | source.swift"


def test_vscode_readme_has_no_relative_links():
    """vsce refuses to package a README with relative links when package.json has no repository."""
    text = (VSCODE / "README.md").read_text("utf-8")
    links = re.findall(r"\]\(([^)]+)\)", text) + re.findall(r'src="([^"]+)"', text)
    relative = [u for u in links if not re.match(r"(https?:|mailto:|#)", u)]
    if "repository" not in load_pkg():
        assert not relative, relative
