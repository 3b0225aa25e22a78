"""The TextMate grammar (VS Code) tokenizes every line shape as intended.

Tokenization runs `tmengine` (vscode-textmate's algorithm on Oniguruma) and,
as a second opinion, the `textmate-grammar-python` package.
"""

from __future__ import annotations

import copy
import importlib.util
import json
import logging
import re

from support import EDITORS, ROOT, SAMPLES, SEED, Skip, find_design_doc
from tmengine import Grammar, Tokenizer, split_lines_like_vscode

TM_PATH = EDITORS / "vscode" / "syntaxes" / "contract.tmLanguage.json"

SHORTCUT = "constant.other.shortcut.contract"
INVALID_SHORTCUT = "invalid.illegal.shortcut.contract"
KEY = "keyword.other.field.contract"
UNKNOWN_KEY = "variable.other.key.contract"
PLATFORM = "support.constant.platform.contract"
SAME = "keyword.control.same.contract"
ARROW = "keyword.operator.arrow.contract"
SEGMENT = "punctuation.separator.segment.contract"
MECH = "support.function.mechanism.contract"
COMMENT = "comment.line.number-sign.contract"
DIRECTIVE = "keyword.other.directive.leaf-ignore.contract"
RULE_ID = "constant.other.rule-id.contract"
COMPONENT = "entity.name.type.component.contract"
COMPONENT_KW = "storage.type.component.contract"
MENU_KW = "storage.type.menu.contract"
MENU_NAME = "entity.name.type.menu.contract"
MENU_COMMAND = "entity.name.function.menu-command.contract"
CATALOG_KW = "storage.type.catalog.contract"
CATALOG_NAME = "entity.name.type.catalog.contract"
CATALOG_ENTRY = "entity.name.tag.catalog-entry.contract"
ACTION = "entity.name.function.action.contract"
ROLE = "support.type.role.contract"
KIND = "support.type.kind.contract"
LINK = "markup.underline.link.contract"
PATH_FIELD = "meta.field.platform.contract"
CHECK_FIELD = "meta.field.check.contract"

# (sample, line prefix (after indentation), token text, scope, nth occurrence)
# A positive expectation needs a token with exactly that text carrying the scope.
EXPECT = [
    # the seed, verbatim from the design doc
    ("seed", "OrderRow", "OrderRow", COMPONENT, 0),
    ("seed", "Meaning:", "Meaning", KEY, 0),
    ("seed", "Meaning:", "Primary action:", "keyword.other.primary-action.contract", 0),
    ("seed", "iPhone:", "iPhone", PLATFORM, 0),
    ("seed", "iPhone:", "iPhone", KEY, 0),
    ("seed", "iPhone:", "→", ARROW, 0),
    ("seed", "iPhone:", ";", SEGMENT, 0),
    ("seed", "iPhone:", ";", SEGMENT, 1),
    ("seed", "iPhone:", "details", MECH, 0),
    ("seed", "iPhone:", "button", MECH, 0),
    ("seed", "iPhone:", "swipe", MECH, 0),
    ("seed", "iPhone:", "custom action", MECH, 0),
    ("seed", "iPad:", "iPad", PLATFORM, 0),
    ("seed", "iPad:", "same", SAME, 0),
    ("seed", "iPad:", "keyboard focus", MECH, 0),
    ("seed", "iPad:", "context menu", MECH, 0),
    ("seed", "iPad:", "⌘R", SHORTCUT, 0),
    ("seed", "Mac:", "Mac", PLATFORM, 0),
    ("seed", "Mac:", "table row", MECH, 0),
    ("seed", "Mac:", "menu bar", MECH, 0),
    ("seed", "Mac:", "context menu", MECH, 0),
    ("seed", "Mac:", "⌘R", SHORTCUT, 0),
    ("seed", "Mac:", "⌫", SHORTCUT, 0),
    # comments and directives
    ("shapes", "# Every line", "#", "punctuation.definition.comment.contract", 0),
    ("shapes", "# leaf-ignore-file", "leaf-ignore-file", DIRECTIVE, 0),
    ("shapes", "# leaf-ignore-file", "mac-voiceover-untested", RULE_ID, 0),
    ("shapes", "# leaf-ignore:", "leaf-ignore", DIRECTIVE, 0),
    ("shapes", "# leaf-ignore:", "touch-only-action", RULE_ID, 0),
    ("shapes", "# leaf-ignore:", "hover-only-information", RULE_ID, 0),
    # file header
    ("shapes", "App:", "App", KEY, 0),
    ("shapes", "Platforms:", "Platforms", KEY, 0),
    ("shapes", "Platforms:", "iPhone", PLATFORM, 0),
    ("shapes", "Platforms:", "iPad", PLATFORM, 0),
    ("shapes", "Platforms:", "macOS", PLATFORM, 0),
    ("shapes", "See: Platform Interaction", "Platform Interaction Contract", CATALOG_ENTRY, 0),
    ("shapes", "See: Platform Interaction", "Swipe-Only Delete", CATALOG_ENTRY, 0),
    # headers
    ("shapes", "component OrderList", "component", COMPONENT_KW, 0),
    ("shapes", "component OrderList", "OrderList", COMPONENT, 0),
    ("shapes", "VolumeKnob", "VolumeKnob", COMPONENT, 0),
    ("shapes", "menu Order", "menu", MENU_KW, 0),
    ("shapes", "menu Order", "Order", MENU_NAME, 0),
    ("shapes", "catalog Swipe", "catalog", CATALOG_KW, 0),
    ("shapes", "catalog Swipe", "Swipe-Only Delete", CATALOG_NAME, 0),
    # keys, including aliases and multi-word keys
    ("shapes", "Kind: table", "Kind", KEY, 0),
    ("shapes", "Kind: table", "table", KIND, 0),
    ("shapes", "Role: table", "table", ROLE, 0),
    ("shapes", "Kind: custom view", "custom view", KIND, 0),
    ("shapes", "Role: slider", "slider", ROLE, 0),
    ("shapes", "Columns:", "Columns", KEY, 0),
    ("shapes", "Hover:", "Hover", KEY, 0),
    ("shapes", "Reading order:", "Reading order", KEY, 0),
    ("shapes", "Mac reading order:", "Mac reading order", KEY, 0),
    ("shapes", "Primary action:", "Primary action", KEY, 0),
    ("shapes", "Primary action:", "Reorder", ACTION, 0),
    ("shapes", "Actions: Delete", "Share Receipt", ACTION, 0),
    ("shapes", "Focus after dismiss:", "Focus after dismiss", KEY, 0),
    ("shapes", "Check Mac:", "Check Mac", KEY, 0),
    ("shapes", "Check iPad:", "Check iPad", KEY, 0),
    ("shapes", "Check iPad:", "⌘]", SHORTCUT, 0),
    ("shapes", "Check iPad:", "⌘[", SHORTCUT, 0),
    ("shapes", "Check: Mac:", "Check", KEY, 0),
    ("shapes", "Check: Mac:", "Mac", PLATFORM, 0),
    ("shapes", "Check: Mac:", "→", ARROW, 0),
    ("shapes", "iPad: hold Command", "iPad", PLATFORM, 0),
    ("shapes", "iPad: hold Command", "⌘R", SHORTCUT, 0),
    ("shapes", "Note:", "Note", KEY, 0),
    ("shapes", "Owner:", "Owner", UNKNOWN_KEY, 0),
    ("shapes", "Label:", "Label", KEY, 0),
    ("shapes", "Value:", "Value", KEY, 0),
    ("shapes", "Summary:", "Summary", KEY, 0),
    ("shapes", "Summary:", "Mac", PLATFORM, 0),
    ("shapes", "Link:", "https://example.com/contracts/swipe-only-delete", LINK, 0),
    ("shapes", "See: Platform Copy", "Platform Copy Paste", CATALOG_ENTRY, 0),
    # platform paths
    ("shapes", "iPhone: list row", "list row", MECH, 0),
    ("shapes", "iPhone: list row", "→", ARROW, 0),
    ("shapes", "iPad: same; Share", "same", SAME, 0),
    ("shapes", "iPad: same; Share", "Cmd-Shift-S", SHORTCUT, 0),
    ("shapes", "macOS: table", "macOS", PLATFORM, 0),
    ("shapes", "macOS: table", "⌘R", SHORTCUT, 0),
    ("shapes", "macOS: table", "⌘⌫", SHORTCUT, 0),
    ("shapes", "macOS: table", "⌫", SHORTCUT, 0),
    ("shapes", "Share Receipt with Command", "Command+Shift+S", SHORTCUT, 0),
    ("shapes", "Share Receipt with Command", "->", ARROW, 0),
    ("shapes", "Share Receipt with Command", "popover", MECH, 0),
    ("shapes", "iPad: same + keyboard", "focus ring", MECH, 0),
    ("shapes", "iPad: same + keyboard", "arrow keys", MECH, 0),
    ("shapes", "Mac: keyboard focus", "→", SHORTCUT, 0),
    ("shapes", "Mac: keyboard focus", "←", SHORTCUT, 0),
    ("shapes", "Mac: keyboard focus", "⌥⌘M", SHORTCUT, 0),
    ("shapes", "Settings with", "⌘,", SHORTCUT, 0),
    ("shapes", "Settings with", "Ctrl-Opt-Space", SHORTCUT, 0),
    ("shapes", "Settings with", "⌥⌘←", SHORTCUT, 0),
    ("shapes", "Settings with", "⇧⌘N", SHORTCUT, 0),
    ("shapes", "iPhone: adjustable", "adjustable", MECH, 0),
    # menu command lines
    ("shapes", "Reorder: ⌘R", "Reorder", MENU_COMMAND, 0),
    ("shapes", "Reorder: ⌘R", "⌘R", SHORTCUT, 0),
    ("shapes", "Delete: ⌘⌫", "⌘⌫", SHORTCUT, 0),
    ("shapes", "Share Receipt: ⇧⌘S", "Share Receipt", MENU_COMMAND, 0),
    ("shapes", "Share Receipt: ⇧⌘S", "⇧⌘S", SHORTCUT, 0),
    ("shapes", "Show Details", "Show Details", MENU_COMMAND, 0),
    ("shapes", "# a comment inside", "#", "punctuation.definition.comment.contract", 0),
]

# (sample, line prefix, substring, scope): no character of the substring carries the scope.
EXPECT_NOT = [
    ("shapes", "Note:", "Shift-click", SHORTCUT),
    ("shapes", "Note:", "Option-drag", SHORTCUT),
    ("shapes", "Note:", "Control-click", SHORTCUT),
    ("shapes", "Mac: keyboard focus", "→", ARROW),
    ("shapes", "Owner:", "Owner", KEY),
    ("shapes", "# leaf-ignore:", "legacy layout, kept for 2.0", RULE_ID),
    ("shapes", "iPad: hold Command", "iPad", "meta.field.platform.contract"),
    ("seed", "Meaning:", "Reorder", ACTION),
    ("seed", "Meaning:", "Primary action", KEY),
]

# (sample, line prefix, scope): every character of the line carries the scope.
EXPECT_LINE = [
    ("shapes", "# Every line", COMMENT),
    ("shapes", "# leaf-ignore-file", COMMENT),
    ("shapes", "# leaf-ignore:", COMMENT),
    ("shapes", "# a comment inside", COMMENT),
    ("shapes", "(the row shows", PATH_FIELD),
    ("shapes", "Share Receipt with Command", PATH_FIELD),
    ("shapes", "iPad: hold Command", CHECK_FIELD),
    ("shapes", "Reorder: ⌘R", "meta.block.menu.contract"),
    ("shapes", "Show Details", "meta.block.menu.contract"),
]

# Inline snippets: (text, line index, token text, scope or None for "not any of")
SNIPPETS = [
    ("Component Foo\n", 0, "Component", COMPONENT_KW),
    ("MENU File\n  Save: Cmd-S\n", 1, "Save", MENU_COMMAND),
    ("MENU File\n  Save: Cmd-S\n", 1, "Cmd-S", SHORTCUT),
    ("OrderRow   \n", 0, "OrderRow", COMPONENT),
    ("Foo\niphone: SAME; Archive with ⌘ ; Pin ⌃⌥P\n", 1, "SAME", SAME),
    ("Foo\niphone: SAME; Archive with ⌘ ; Pin ⌃⌥P\n", 1, "⌘", INVALID_SHORTCUT),
    ("Foo\niphone: SAME; Archive with ⌘ ; Pin ⌃⌥P\n", 1, "⌃⌥P", SHORTCUT),
    ("Foo\nMac: Help with ⇧⌘/, Find ⌘F, 🌐F\n", 1, "⇧⌘/", SHORTCUT),
    ("Foo\nMac: Help with ⇧⌘/, Find ⌘F, 🌐F\n", 1, "🌐F", SHORTCUT),
    ("Foo\nMac: Open with Shift-Cmd-N and Cmd-Space\n", 1, "Shift-Cmd-N", SHORTCUT),
    ("Foo\nMac: Open with Shift-Cmd-N and Cmd-Space\n", 1, "Cmd-Space", SHORTCUT),
    ("Foo\nMac: drag and drop, Control-click, secondary click\n", 1, "drag and drop", MECH),
    ("Foo\nMac: drag and drop, Control-click, secondary click\n", 1, "Control-click", MECH),
    ("Foo\nMac: drag and drop, Control-click, secondary click\n", 1, "secondary click", MECH),
    ("Foo\nMac: double click → window; hover, tooltip\n", 1, "double click", MECH),
    ("Foo\nMac: double click → window; hover, tooltip\n", 1, "tooltip", MECH),
    ("Foo\nMac: double click → window; hover, tooltip\n", 1, "→", ARROW),
    ("Menu bar: Reorder\n", 0, "Menu bar", UNKNOWN_KEY),
    ("# leaf-ignore:syntax,config\n", 0, "config", RULE_ID),
    ("  # indented comment\n", 0, "#", "punctuation.definition.comment.contract"),
    ("Foo\nMac: a\n  iPad: b\n", 2, "iPad", PLATFORM),
    ("Foo\nMac: a\n  iPad: b\n", 2, "iPad", KEY),
]


def _quiet_port_logger():
    logging.getLogger("textmate_grammar").setLevel(logging.CRITICAL)


def load_raw() -> dict:
    return json.loads(TM_PATH.read_text("utf-8"))


def sample_text(name: str) -> str:
    return (SAMPLES / f"{name}.contract").read_text("utf-8")


def tokenize(raw: dict, text: str):
    g = Grammar(raw)
    lines = split_lines_like_vscode(text)
    return lines, Tokenizer(g).tokenize_lines(lines), g


def char_scopes(line: str, toks) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = [()] * len(line)
    for t in toks:
        for j in range(len(t.text)):
            if t.start + j < len(line):
                out[t.start + j] = t.scopes
    return out


def line_index(lines: list[str], prefix: str) -> int:
    hits = [i for i, ln in enumerate(lines) if ln.lstrip().startswith(prefix)]
    assert len(hits) == 1, f"line prefix {prefix!r} matches {len(hits)} lines"
    return hits[0]


def describe(toks) -> str:
    return "; ".join(f"{t.text!r}={' '.join(t.scopes[1:]) or '-'}" for t in toks)


def check_expectations(raw: dict) -> list[str]:
    failures = []
    cache = {}
    for name in ("seed", "shapes"):
        cache[name] = tokenize(raw, sample_text(name))[:2]
    for sample, prefix, text, scope, nth in EXPECT:
        lines, toks = cache[sample]
        i = line_index(lines, prefix)
        hits = [t for t in toks[i] if t.text == text]
        if len(hits) <= nth:
            failures.append(f"{sample}:{i + 1}: no token {text!r} (#{nth}); got {describe(toks[i])}")
        elif scope not in hits[nth].scopes:
            failures.append(
                f"{sample}:{i + 1}: {text!r} lacks {scope}; has {' '.join(hits[nth].scopes)}"
            )
    for sample, prefix, sub, scope in EXPECT_NOT:
        lines, toks = cache[sample]
        i = line_index(lines, prefix)
        col = lines[i].find(sub)
        assert col >= 0, f"{sample}:{i + 1}: {sub!r} not in line"
        cs = char_scopes(lines[i], toks[i])
        if any(scope in cs[c] for c in range(col, col + len(sub))):
            failures.append(f"{sample}:{i + 1}: {sub!r} must not carry {scope}")
    for sample, prefix, scope in EXPECT_LINE:
        lines, toks = cache[sample]
        i = line_index(lines, prefix)
        cs = char_scopes(lines[i], toks[i])
        bad = [c for c in range(len(lines[i])) if scope not in cs[c]]
        if bad:
            failures.append(f"{sample}:{i + 1}: column {bad[0] + 1} lacks {scope}")
    for text, li, tok, scope in SNIPPETS:
        lines, toks, _ = tokenize(raw, text)
        hits = [t for t in toks[li] if t.text == tok]
        if not hits or scope not in hits[0].scopes:
            failures.append(f"snippet {text!r} line {li + 1}: {tok!r} lacks {scope}; got {describe(toks[li])}")
    return failures


# ---------------------------------------------------------------------------


def test_generated_grammars_are_up_to_date():
    spec = importlib.util.spec_from_file_location("gen_grammars", EDITORS / "tools" / "gen_grammars.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    assert TM_PATH.read_text("utf-8") == gen.render_tm(), "run editors/tools/gen_grammars.py"
    assert gen.SUBLIME_PATH.read_text("utf-8") == gen.render_sublime(), "run editors/tools/gen_grammars.py"


def test_grammar_identity():
    raw = load_raw()
    assert raw["scopeName"] == "source.contract"
    assert "contract" in raw["fileTypes"]
    Grammar(raw)  # every rule compiles, every include resolves


def test_seed_sample_is_the_design_doc_example_verbatim():
    assert sample_text("seed") == SEED
    doc = find_design_doc()
    if doc is None:
        raise Skip("design doc not found beside the repository; sample checked against the copy in support.py")
    assert SEED in doc.read_text("utf-8"), "the seed example changed in the design doc"


def test_scopes_of_every_line_shape():
    failures = check_expectations(load_raw())
    assert not failures, f"{len(failures)} scope expectations failed:\n" + "\n".join(failures)


def test_expectations_catch_a_broken_grammar():
    """The checks can fail: drop the symbol-shortcut rule and `same`, expect failures."""
    raw = copy.deepcopy(load_raw())
    for key, rule in raw["repository"].items():
        if "patterns" in rule:
            rule["patterns"] = [
                p for p in rule["patterns"] if not (p.get("name") == SHORTCUT and "⌘" in p.get("match", ""))
            ]
    raw["repository"]["field-platform"]["beginCaptures"].pop("3")
    failures = check_expectations(raw)
    assert any("'⌘R'" in f for f in failures), failures
    assert any("'same'" in f for f in failures), failures


def test_no_sample_line_trips_the_endless_loop_guard():
    for path in sorted(SAMPLES.glob("*.contract")):
        _, _, g = tokenize(load_raw(), path.read_text("utf-8"))
        assert g.loop_guards == 0, f"{path.name}: endless-loop guard hit {g.loop_guards}x"


def test_crlf_lines_tokenize_like_lf_lines():
    raw_bytes = (SAMPLES / "crlf.contract").read_bytes()
    assert b"\r\n" in raw_bytes and raw_bytes.count(b"\r\n") == raw_bytes.count(b"\n"), "sample lost its CRLF"
    text = raw_bytes.decode("utf-8")
    lines_crlf, toks_crlf, _ = tokenize(load_raw(), text)
    lines_lf, toks_lf, _ = tokenize(load_raw(), text.replace("\r\n", "\n"))
    assert lines_crlf == lines_lf
    flat = lambda ts: [[(t.text, t.scopes) for t in line] for line in ts]  # noqa: E731
    assert flat(toks_crlf) == flat(toks_lf)


def test_crlf_kept_in_line_text_still_tokenizes():
    """An editor that leaves the CR in the line (not VS Code) still gets the shapes."""
    text = (SAMPLES / "crlf.contract").read_bytes().decode("utf-8")
    lines = text.split("\n")
    assert lines[0].endswith("\r")
    g = Grammar(load_raw())
    toks = Tokenizer(g).tokenize_lines(lines)
    want = [
        (0, "OrderRow", COMPONENT),
        (2, "action-unreachable", RULE_ID),
        (4, "same", SAME),
        (4, "⌘R", SHORTCUT),
        (5, "Cmd-R", SHORTCUT),
        (5, "⌫", SHORTCUT),
        (7, "Order", MENU_NAME),
        (8, "Reorder", MENU_COMMAND),
        (8, "⌘R", SHORTCUT),
    ]
    for li, text_, scope in want:
        hits = [t for t in toks[li] if t.text == text_]
        assert hits and scope in hits[0].scopes, f"line {li + 1}: {text_!r}: {describe(toks[li])}"
    assert g.loop_guards == 0


MOD_RUN = re.compile(r"[⌃⌥⇧⌘🌐]+[^\s⌃⌥⇧⌘🌐]")


def shortcut_violations(path) -> list[str]:
    """Every `⌘X`-like run outside comments must carry the shortcut scope."""
    text = path.read_bytes().decode("utf-8")
    lines, toks, g = tokenize(load_raw(), text)
    bad = []
    if g.loop_guards:
        bad.append(f"{path}: endless-loop guard hit {g.loop_guards}x")
    for i, (line, lt) in enumerate(zip(lines, toks)):
        if line.lstrip().startswith("#"):
            continue
        cs = char_scopes(line, lt)
        for m in MOD_RUN.finditer(line):
            if any(SHORTCUT not in cs[c] for c in range(m.start(), m.end())):
                bad.append(f"{path.name}:{i + 1}: {m.group(0)!r} is {' '.join(cs[m.start()][1:]) or 'unscoped'}")
    return bad


def test_every_symbol_shortcut_in_samples_is_scoped():
    bad = []
    for path in sorted(SAMPLES.glob("*.contract")):
        bad += shortcut_violations(path)
    assert not bad, "\n".join(bad)


def test_examples_folder_tokenizes():
    examples = ROOT / "Examples"
    files = sorted(examples.rglob("*.contract")) if examples.is_dir() else []
    if not files:
        raise Skip("no Examples/**/*.contract in this checkout yet")
    bad = []
    for path in files:
        try:
            bad += shortcut_violations(path)
        except Exception as e:  # noqa: BLE001
            bad.append(f"{path}: {type(e).__name__}: {e}")
    assert not bad, f"{len(files)} example files, problems:\n" + "\n".join(bad)


def test_second_engine_agrees_on_samples():
    """textmate-grammar-python (a separate port) gives the same scope for every character."""
    try:
        from textmate_grammar.parsers.base import LanguageParser
    except ImportError:
        raise Skip("textmate-grammar-python is not installed (run-static.sh installs it)") from None
    _quiet_port_logger()
    raw = load_raw()
    parser = LanguageParser(copy.deepcopy(raw))
    seen_shortcut = False
    for path in sorted(SAMPLES.glob("*.contract")):
        text = path.read_bytes().decode("utf-8")
        lines, toks, _ = tokenize(raw, text)
        mine = {}
        for i, (line, lt) in enumerate(zip(lines, toks)):
            for c, sc in enumerate(char_scopes(line, lt)):
                mine[(i, c)] = sc
        theirs = {}
        element = parser.parse_string(text)
        for (ln, col), content, scopes in element.flatten():
            sc = tuple(s for name in scopes for s in name.split())
            for j, ch in enumerate(content):
                if ch not in "\r\n":
                    theirs[(ln, col + j)] = sc
                    seen_shortcut |= SHORTCUT in sc
        root = (raw["scopeName"],)
        diffs = [
            (k, mine.get(k), theirs.get(k))
            for k in sorted(set(mine) | set(theirs))
            if mine.get(k, root) != theirs.get(k, root)
        ]
        assert not diffs, f"{path.name}: {len(diffs)} characters differ, first: {diffs[:3]}"
    assert seen_shortcut, "second engine produced no shortcut scope at all"
