#!/usr/bin/env python3
"""Generate the two regex grammars for `.contract` files from one source.

Writes:
  editors/vscode/syntaxes/contract.tmLanguage.json   (TextMate, used by VS Code)
  editors/sublime/Contract.sublime-syntax            (Sublime Text 4)

Both are committed; `editors/tests/test_grammar.py` fails when a committed file
differs from what this script produces, so edit this script, then run it:

    python3 editors/tools/gen_grammars.py          # write both files
    python3 editors/tools/gen_grammars.py --check  # exit 1 if they are stale

The line shapes follow docs of the contract language (sections 1, 2, 4-7, 9):
comments and `# leaf-ignore:` directives, component / menu / catalog headers,
`Key: value` fields (values may continue on indented lines), platform paths
with `same`, arrows, segments, mechanisms and shortcuts, menu command lines.
Regexes use the Oniguruma dialect shared by vscode-textmate and Sublime.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

EDITORS = Path(__file__).resolve().parent.parent
TM_PATH = EDITORS / "vscode" / "syntaxes" / "contract.tmLanguage.json"
SUBLIME_PATH = EDITORS / "sublime" / "Contract.sublime-syntax"

# --------------------------------------------------------------------------
# Shared vocabulary (regex fragments)
# --------------------------------------------------------------------------

PLATFORM_WORDS = "iPhone|iPad|Mac|macOS"
PLATFORM_KEY = f"(?i:{PLATFORM_WORDS})"
# Platform names inside values are case-sensitive words.
PLATFORM_IN_VALUE = rf"(?<![\w-])(?:{PLATFORM_WORDS})(?![\w-])"

# A key: one or more words of letters, digits, `_`, `-` (section 2).
KEY_WORDS = r"[\w][\w-]*(?:[ \t]+[\w][\w-]*)*"

# Symbol-form shortcuts (section 5): modifiers then one key.
MODIFIER_SYMBOLS = "⌃⌥⇧⌘🌐"
SPECIAL_KEY_SYMBOLS = "⌫⌦↩⌤⎋⇥⇤←→↑↓⇞⇟↖↘⌧⏏"
SYMBOL_KEY = (
    r"(?:Space|Tab|Return|Enter|Esc(?:ape)?|Delete|Home|End|F(?:1[0-9]|20|[1-9])"
    rf"|[{SPECIAL_KEY_SYMBOLS}]|[A-Za-z0-9]|[!-/:-@\[-`{{-~])"
)
SHORTCUT_SYMBOL = rf"[{MODIFIER_SYMBOLS}]+{SYMBOL_KEY}"
# A modifier with no key is an invalid shortcut.
MODIFIER_ALONE = rf"[{MODIFIER_SYMBOLS}]+(?=[ \t\r]|$)"
# Bare keys that are shortcuts on their own (`Delete ⌫`). `→` is handled apart:
# with a word on each side it is the presentation arrow.
BARE_KEY = "[⌫⌦↩⌤⎋⇥⇤←↑↓⇞⇟↖↘⌧⏏]"
BARE_RIGHT_ARROW = "→"

# Text-form shortcuts: `Cmd-R`, `Command+Shift+Z`, `Ctrl-Opt-Space`. A text
# form needs a known key: `Shift-click`, `Option-drag` stay free text.
TEXT_MODIFIER = r"(?i:cmd|command|shift|shft|opt|option|alt|ctrl|control|ctl|fn|globe)"
TEXT_KEY = (
    r"(?:(?i:space|tab|return|enter|escape|esc|forward[ ]?delete|delete|backspace|del"
    r"|left|right|up|down|home|end|page[ ]?up|page[ ]?down|pgup|pgdn|clear|help"
    r"|f(?:1[0-9]|20|[1-9]))(?![\w])"
    r"|[A-Za-z0-9](?![\w])"
    r"|[,./;'\[\]\\=`-](?![\w])"
    rf"|[{SPECIAL_KEY_SYMBOLS}])"
)
SHORTCUT_TEXT = rf"(?<![\w-]){TEXT_MODIFIER}(?:[-+]{TEXT_MODIFIER})*[-+]{TEXT_KEY}"

# `X → Y` / `X -> Y`: an arrow with a word and a space on each side.
ARROW_OPERATOR = rf"(?<=[^\s{MODIFIER_SYMBOLS}] )(?:→|->)(?= [^\s,;])"

# Mechanisms vocabulary (section 5), longest first, with synonyms.
MECHANISMS = [
    "drag and drop",
    "custom accessibility actions?",
    "accessibility actions?",
    "custom actions?",
    "context menus?",
    "secondary click",
    "Control-click",
    "double-click",
    "double click",
    "long press",
    "menu bar",
    "menu commands?",
    "keyboard shortcuts?",
    "keyboard focus",
    "focus ring",
    "arrow keys",
    "table rows?",
    "list rows?",
    "buttons?",
    "swipe",
    "drag",
    "pinch",
    "rotor",
    "adjustable",
    "toolbar",
    "focusable",
    "acceptsFirstResponder",
    "tab",
    "hover",
    "tooltips?",
    "tables?",
    "stack",
    "group",
    "sheets?",
    "popovers?",
    "windows?",
    "details",
    "inspector",
]
MECHANISM = r"(?<![\w-])(?i:" + "|".join(m.replace(" ", "[ \\t]+") for m in MECHANISMS) + r")(?![\w-])"

SAME = r"(?i:same)(?![\w-])"

# Field keys (section 3, 4, 7), case-insensitive.
KEYS_ACTIONS = r"(?i:primary[ \t]+action|primary|actions)"
KEYS_CHECK = (
    rf"(?i:check(?:[ \t]+(?:{PLATFORM_WORDS}))?|(?:{PLATFORM_WORDS})[ \t]+check)"
)
KEYS_TEXT = (
    rf"(?i:app|label|value|columns|hover|(?:(?:{PLATFORM_WORDS})[ \t]+)?reading[ \t]+order"
    r"|focus[ \t]+after[ \t]+dismiss|focus|note|summary)"
)

# Where a field's value stops: the next line that is not a continuation (a
# header or field at column 0, a comment, an indented field). Blank lines do
# not end a value (they are ignored).
FIELD_END = rf"^(?=\S|[ \t]*#|[ \t]*{KEY_WORDS}[ \t]*:)"
# Inside `Check`, an indented `<Platform>:` line continues the check.
CHECK_END = rf"^(?=\S|[ \t]*#|[ \t]*(?!{PLATFORM_KEY}[ \t]*:){KEY_WORDS}[ \t]*:)"
# A menu block ends at the next column-0 line that is not a comment.
MENU_END = r"^(?=[^\s#])"

FIELD_BEGIN = r"^[ \t]*({key})[ \t]*(:)"
EOL = r"[ \t\r]*$"

# Scope names -------------------------------------------------------------

S = {
    "comment": "comment.line.number-sign.contract",
    "comment_punct": "punctuation.definition.comment.contract",
    "directive_meta": "meta.directive.leaf-ignore.contract",
    "directive": "keyword.other.directive.leaf-ignore.contract",
    "rule_ids": "meta.rule-ids.contract",
    "rule_id": "constant.other.rule-id.contract",
    "comma": "punctuation.separator.comma.contract",
    "kv": "punctuation.separator.key-value.contract",
    "component_meta": "meta.header.component.contract",
    "component_kw": "storage.type.component.contract",
    "component_name": "entity.name.type.component.contract",
    "menu_meta": "meta.block.menu.contract",
    "menu_kw": "storage.type.menu.contract",
    "menu_name": "entity.name.type.menu.contract",
    "menu_command_meta": "meta.menu-command.contract",
    "menu_command": "entity.name.function.menu-command.contract",
    "catalog_meta": "meta.header.catalog.contract",
    "catalog_kw": "storage.type.catalog.contract",
    "catalog_name": "entity.name.type.catalog.contract",
    "key": "keyword.other.field.contract",
    "unknown_key": "variable.other.key.contract",
    "platform": "support.constant.platform.contract",
    "same": "keyword.control.same.contract",
    "arrow": "keyword.operator.arrow.contract",
    "plus": "keyword.operator.plus.contract",
    "segment": "punctuation.separator.segment.contract",
    "piece": "punctuation.separator.piece.contract",
    "shortcut": "constant.other.shortcut.contract",
    "invalid_shortcut": "invalid.illegal.shortcut.contract",
    "mechanism": "support.function.mechanism.contract",
    "action": "entity.name.function.action.contract",
    "catalog_entry": "entity.name.tag.catalog-entry.contract",
    "role": "support.type.role.contract",
    "kind": "support.type.kind.contract",
    "link": "markup.underline.link.contract",
    "primary_marker": "keyword.other.primary-action.contract",
    "continuation": "meta.continuation.contract",
}

PLATFORM_KEY_SCOPE = f"{S['key']} {S['platform']}"

LIST_ITEM = r"[^\s,][^,\r\n]*?(?=[ \t\r]*(?:,|$))"

# Value pattern sets: (name, [(regex, scope)]) — shared by both outputs.
SHORTCUT_PATTERNS = [
    ("shortcut-text", SHORTCUT_TEXT, S["shortcut"]),
    ("shortcut-symbol", SHORTCUT_SYMBOL, S["shortcut"]),
    ("modifier-alone", MODIFIER_ALONE, S["invalid_shortcut"]),
    ("arrow", ARROW_OPERATOR, S["arrow"]),
    ("bare-key", BARE_KEY, S["shortcut"]),
    ("bare-right-arrow", BARE_RIGHT_ARROW, S["shortcut"]),
]
PLATFORM_PATTERN = ("platform", PLATFORM_IN_VALUE, S["platform"])

VALUE_SETS: dict[str, list[tuple[str, str, str]]] = {
    "path-value": SHORTCUT_PATTERNS
    + [
        ("mechanism", MECHANISM, S["mechanism"]),
        PLATFORM_PATTERN,
        ("segment", ";", S["segment"]),
        ("piece", ",", S["piece"]),
        ("plus", r"(?<= )\+(?= )", S["plus"]),
    ],
    "text-value": SHORTCUT_PATTERNS + [PLATFORM_PATTERN, ("piece", ",", S["piece"])],
    "meaning-value": [("primary-marker", r"(?i:primary[ \t]+action[ \t]*:)", S["primary_marker"])]
    + SHORTCUT_PATTERNS
    + [PLATFORM_PATTERN],
    "check-value": [
        ("check-platform", rf"(?<![\w-])(?:{PLATFORM_WORDS})(?=[ \t]*:)", S["platform"]),
    ]
    + SHORTCUT_PATTERNS
    + [PLATFORM_PATTERN],
    "actions-value": [("action", LIST_ITEM, S["action"]), ("comma", ",", S["comma"])],
    "see-value": [("catalog-entry", LIST_ITEM, S["catalog_entry"]), ("comma", ",", S["comma"])],
    "role-value": [("role", r"[A-Za-z][\w]*(?:[ \t]+[A-Za-z][\w]*)*", S["role"])],
    "kind-value": [("kind", r"[A-Za-z][\w]*(?:[ \t]+[A-Za-z][\w]*)*", S["kind"])],
    "platforms-value": [PLATFORM_PATTERN, ("comma", ",", S["comma"])],
    "link-value": [("link", r"[a-zA-Z][a-zA-Z0-9+.-]*://\S+", S["link"])],
    "menu-command-value": SHORTCUT_PATTERNS,
}

# Field kinds, in the order they are tried (first wins at the same column).
# (name, key regex, key scope, value set, end regex, extra begin suffix)
FIELDS = [
    ("field-platform", PLATFORM_KEY, PLATFORM_KEY_SCOPE, "path-value", FIELD_END, True),
    ("field-check", KEYS_CHECK, S["key"], "check-value", CHECK_END, False),
    ("field-see", r"(?i:see)", S["key"], "see-value", FIELD_END, False),
    ("field-actions", KEYS_ACTIONS, S["key"], "actions-value", FIELD_END, False),
    ("field-role", r"(?i:role)", S["key"], "role-value", FIELD_END, False),
    ("field-kind", r"(?i:kind)", S["key"], "kind-value", FIELD_END, False),
    ("field-platforms", r"(?i:platforms)", S["key"], "platforms-value", FIELD_END, False),
    ("field-link", r"(?i:link)", S["key"], "link-value", FIELD_END, False),
    ("field-meaning", r"(?i:meaning)", S["key"], "meaning-value", FIELD_END, False),
    ("field-known", KEYS_TEXT, S["key"], "text-value", FIELD_END, False),
    ("field-unknown", KEY_WORDS, S["unknown_key"], "text-value", FIELD_END, False),
]

DIRECTIVE_BEGIN = r"^[ \t]*(#)[ \t]*((?i:leaf-ignore(?:-file)?))[ \t]*(:)"
COMMENT = r"^[ \t]*(#).*$"
COMPONENT_KEYWORD = rf"^((?i:component))[ \t]+([A-Za-z][A-Za-z0-9_]*){EOL}"
COMPONENT_BARE = rf"^([A-Za-z][A-Za-z0-9_]*){EOL}"
MENU_BEGIN = rf"^((?i:menu))[ \t]+([^:\s][^:\r\n]*?){EOL}"
CATALOG = rf"^((?i:catalog))[ \t]+([^:\s][^:\r\n]*?){EOL}"
MENU_COMMAND_BEGIN = r"^[ \t]+([^\s:#][^:\r\n]*?)[ \t]*(?=:|[ \t\r]*$)"
CONTINUATION_BEGIN = r"^[ \t]+(?=[^\s#])"


# --------------------------------------------------------------------------
# TextMate
# --------------------------------------------------------------------------


def tm_field(name: str, key: str, key_scope: str, value: str, end: str, platform: bool) -> dict:
    begin = FIELD_BEGIN.format(key=key)
    captures = {"1": {"name": key_scope}, "2": {"name": S["kv"]}}
    if platform:
        begin += rf"[ \t]*(?:({SAME}))?"
        captures["3"] = {"name": S["same"]}
    kind = name.removeprefix("field-")
    return {
        "name": f"meta.field.{kind}.contract",
        "begin": begin,
        "beginCaptures": captures,
        "end": end,
        "patterns": [{"include": f"#{value}"}],
    }


def tm_grammar() -> dict:
    repo: dict[str, dict] = {}
    repo["comments"] = {
        "patterns": [
            {
                "name": f"{S['comment']} {S['directive_meta']}",
                "match": DIRECTIVE_BEGIN + r"[ \t]*([\w-]+(?:[ \t]*,[ \t]*[\w-]+)*)?(.*)$",
                "captures": {
                    "1": {"name": S["comment_punct"]},
                    "2": {"name": S["directive"]},
                    "3": {"name": S["kv"]},
                    "4": {
                        "name": S["rule_ids"],
                        "patterns": [
                            {"name": S["rule_id"], "match": r"[\w-]+"},
                            {"name": S["comma"], "match": ","},
                        ],
                    },
                },
            },
            {
                "name": S["comment"],
                "match": COMMENT,
                "captures": {"1": {"name": S["comment_punct"]}},
            },
        ]
    }
    repo["headers"] = {
        "patterns": [
            {
                "name": S["menu_meta"],
                "begin": MENU_BEGIN,
                "beginCaptures": {"1": {"name": S["menu_kw"]}, "2": {"name": S["menu_name"]}},
                "end": MENU_END,
                "patterns": [{"include": "#comments"}, {"include": "#menu-command"}],
            },
            {
                "name": S["catalog_meta"],
                "match": CATALOG,
                "captures": {"1": {"name": S["catalog_kw"]}, "2": {"name": S["catalog_name"]}},
            },
            {
                "name": S["component_meta"],
                "match": COMPONENT_KEYWORD,
                "captures": {
                    "1": {"name": S["component_kw"]},
                    "2": {"name": S["component_name"]},
                },
            },
            {
                "name": S["component_meta"],
                "match": COMPONENT_BARE,
                "captures": {"1": {"name": S["component_name"]}},
            },
        ]
    }
    repo["menu-command"] = {
        "name": S["menu_command_meta"],
        "begin": MENU_COMMAND_BEGIN,
        "beginCaptures": {"1": {"name": S["menu_command"]}},
        "end": "$",
        "patterns": [{"name": S["kv"], "match": ":"}, {"include": "#menu-command-value"}],
    }
    repo["fields"] = {"patterns": [{"include": f"#{f[0]}"} for f in FIELDS]}
    for f in FIELDS:
        repo[f[0]] = tm_field(*f)
    repo["continuation"] = {
        "name": S["continuation"],
        "begin": CONTINUATION_BEGIN,
        "end": FIELD_END,
        "patterns": [{"include": "#path-value"}],
    }
    for set_name, pats in VALUE_SETS.items():
        repo[set_name] = {"patterns": [{"name": scope, "match": rx} for _, rx, scope in pats]}
    return {
        "$schema": "https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json",
        "name": "Contract",
        "scopeName": "source.contract",
        "fileTypes": ["contract"],
        "comment": "Generated by editors/tools/gen_grammars.py; edit that script, not this file.",
        "patterns": [
            {"include": "#comments"},
            {"include": "#headers"},
            {"include": "#fields"},
            {"include": "#continuation"},
        ],
        "repository": repo,
    }


# --------------------------------------------------------------------------
# Sublime Text (.sublime-syntax, YAML)
# --------------------------------------------------------------------------


def sublime_syntax() -> dict:
    ctx: dict[str, list] = {}
    ctx["main"] = [
        {"include": "comments"},
        {"include": "headers"},
        {"include": "fields"},
        {"include": "continuation"},
    ]
    ctx["comments"] = [
        {
            "match": DIRECTIVE_BEGIN,
            "captures": {1: S["comment_punct"], 2: S["directive"], 3: S["kv"]},
            "push": "directive-ids",
        },
        {
            "match": r"^[ \t]*(#)",
            "captures": {1: S["comment_punct"]},
            "push": "comment-body",
        },
    ]
    ctx["comment-body"] = [
        {"meta_scope": S["comment"]},
        {"match": r"$\n?", "pop": True},
    ]
    directive_scope = f"{S['comment']} {S['directive_meta']}"
    ctx["directive-ids"] = [
        {"meta_scope": directive_scope},
        {"match": r"$\n?", "pop": True},
        {"match": r"[ \t]*([\w-]+)", "captures": {1: S["rule_id"]}, "set": "directive-after-id"},
        {"match": r"(?=\S)", "set": "directive-reason"},
    ]
    ctx["directive-after-id"] = [
        {"meta_scope": directive_scope},
        {"match": r"$\n?", "pop": True},
        {"match": r"[ \t]*(,)", "captures": {1: S["comma"]}, "set": "directive-ids"},
        {"match": r"(?=.)", "set": "directive-reason"},
    ]
    ctx["directive-reason"] = [
        {"meta_scope": directive_scope},
        {"match": r"$\n?", "pop": True},
    ]
    ctx["headers"] = [
        {
            "match": MENU_BEGIN,
            "scope": S["menu_meta"],
            "captures": {1: S["menu_kw"], 2: S["menu_name"]},
            "push": "menu-block",
        },
        {
            "match": CATALOG,
            "scope": S["catalog_meta"],
            "captures": {1: S["catalog_kw"], 2: S["catalog_name"]},
        },
        {
            "match": COMPONENT_KEYWORD,
            "scope": S["component_meta"],
            "captures": {1: S["component_kw"], 2: S["component_name"]},
        },
        {
            "match": COMPONENT_BARE,
            "scope": S["component_meta"],
            "captures": {1: S["component_name"]},
        },
    ]
    ctx["menu-block"] = [
        {"meta_content_scope": S["menu_meta"]},
        {"match": MENU_END, "pop": True},
        {"include": "comments"},
        {
            "match": MENU_COMMAND_BEGIN,
            "captures": {1: S["menu_command"]},
            "push": "menu-command-rest",
        },
    ]
    ctx["menu-command-rest"] = [
        {"meta_scope": S["menu_command_meta"]},
        {"match": r"$\n?", "pop": True},
        {"match": ":", "scope": S["kv"]},
        {"include": "menu-command-value"},
    ]
    ctx["fields"] = []
    for name, key, key_scope, value, end, platform in FIELDS:
        begin = FIELD_BEGIN.format(key=key)
        captures = {1: key_scope, 2: S["kv"]}
        if platform:
            begin += rf"[ \t]*(?:({SAME}))?"
            captures[3] = S["same"]
        body = f"{name}-body"
        ctx["fields"].append({"match": begin, "captures": captures, "push": body})
        ctx[body] = [
            {"meta_scope": f"meta.field.{name.removeprefix('field-')}.contract"},
            {"match": end, "pop": True},
            {"include": value},
        ]
    ctx["continuation"] = [{"match": CONTINUATION_BEGIN, "push": "continuation-body"}]
    ctx["continuation-body"] = [
        {"meta_scope": S["continuation"]},
        {"match": FIELD_END, "pop": True},
        {"include": "path-value"},
    ]
    for set_name, pats in VALUE_SETS.items():
        ctx[set_name] = [{"match": rx, "scope": scope} for _, rx, scope in pats]
    return {
        "name": "Contract",
        "file_extensions": ["contract"],
        "scope": "source.contract",
        "version": 2,
        "contexts": ctx,
    }


def render_sublime() -> str:
    import yaml  # pyyaml; only needed to generate / check the Sublime file

    body = yaml.dump(
        sublime_syntax(),
        Dumper=yaml.SafeDumper,
        sort_keys=False,
        allow_unicode=True,
        width=1 << 30,
        default_flow_style=False,
    )
    header = (
        "%YAML 1.2\n---\n"
        "# Generated by editors/tools/gen_grammars.py; edit that script, not this file.\n"
        "# See http://www.sublimetext.com/docs/syntax.html\n"
    )
    return header + body


def render_tm() -> str:
    return json.dumps(tm_grammar(), indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str]) -> int:
    outputs = {TM_PATH: render_tm(), SUBLIME_PATH: render_sublime()}
    if "--check" in argv:
        stale = [p for p, text in outputs.items() if not p.exists() or p.read_text("utf-8") != text]
        for p in stale:
            print(f"stale: {p.relative_to(EDITORS.parent)} (run editors/tools/gen_grammars.py)")
        return 1 if stale else 0
    for p, text in outputs.items():
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, "utf-8")
        print(f"wrote {p.relative_to(EDITORS.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
