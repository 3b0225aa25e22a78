"""The Sublime syntax is well-formed YAML with sound contexts and Oniguruma regexes."""

from __future__ import annotations

from support import EDITORS, Skip

SYNTAX = EDITORS / "sublime" / "Contract.sublime-syntax"
KNOWN_KEYS = {"match", "scope", "captures", "push", "set", "pop", "include", "meta_scope", "meta_content_scope"}


def load():
    try:
        import yaml
    except ImportError:
        raise Skip("pyyaml is not installed (run-static.sh installs it)") from None
    text = SYNTAX.read_text("utf-8")
    assert text.startswith("%YAML 1.2\n---\n"), "a sublime-syntax starts with %YAML 1.2 and ---"
    return yaml.safe_load(text)


def test_sublime_syntax_header():
    data = load()
    assert data["scope"] == "source.contract"
    assert "contract" in data["file_extensions"]
    assert data["name"] == "Contract"
    assert "main" in data["contexts"]


def test_sublime_syntax_contexts_are_sound():
    data = load()
    ctx = data["contexts"]
    problems = []
    for name, rules in ctx.items():
        assert isinstance(rules, list), name
        for i, rule in enumerate(rules):
            unknown = set(rule) - KNOWN_KEYS
            if unknown:
                problems.append(f"{name}[{i}]: unknown keys {unknown}")
            if ("meta_scope" in rule or "meta_content_scope" in rule) and i != 0:
                problems.append(f"{name}[{i}]: meta scope must come first")
            for key in ("include", "push", "set"):
                target = rule.get(key)
                if isinstance(target, str) and target not in ctx:
                    problems.append(f"{name}[{i}]: {key} to unknown context {target!r}")
            if "pop" in rule and rule["pop"] is not True:
                problems.append(f"{name}[{i}]: pop must be true")
            if any(k in rule for k in ("push", "set", "pop", "scope", "captures")) and "match" not in rule:
                problems.append(f"{name}[{i}]: action without match")
            for n, scope in (rule.get("captures") or {}).items():
                if not isinstance(n, int) or not scope.endswith(".contract"):
                    problems.append(f"{name}[{i}]: capture {n!r} → {scope!r}")
    assert not problems, "\n".join(problems)


def test_sublime_syntax_regexes_compile_in_oniguruma():
    import onigurumacffi as onig

    bad = []
    for name, rules in load()["contexts"].items():
        for rule in rules:
            if "match" in rule:
                try:
                    onig.compile(rule["match"])
                except onig.OnigError as e:
                    bad.append(f"{name}: {rule['match']!r}: {e}")
    assert not bad, "\n".join(bad)


def test_sublime_contexts_that_push_can_pop():
    """Every pushed context eventually pops (directly or through `set`)."""
    ctx = load()["contexts"]
    pushed = {r["push"] for rules in ctx.values() for r in rules if isinstance(r.get("push"), str)}

    def can_pop(name, seen=()):
        if name in seen:
            return False
        for r in ctx[name]:
            if r.get("pop"):
                return True
            if isinstance(r.get("set"), str) and can_pop(r["set"], seen + (name,)):
                return True
        return False

    stuck = sorted(n for n in pushed if not can_pop(n))
    assert not stuck, f"contexts that never pop: {stuck}"


def test_sublime_and_textmate_share_scopes():
    import json

    tm = json.loads((EDITORS / "vscode" / "syntaxes" / "contract.tmLanguage.json").read_text("utf-8"))

    def scopes(x, out):
        if isinstance(x, dict):
            for k, v in x.items():
                if k in ("name", "scope", "meta_scope", "meta_content_scope") and isinstance(v, str):
                    out.update(v.split())
                elif k == "captures" and isinstance(v, dict):
                    for c in v.values():
                        if isinstance(c, str):
                            out.update(c.split())
                        else:
                            scopes(c, out)
                else:
                    scopes(v, out)
        elif isinstance(x, list):
            for v in x:
                scopes(v, out)
        return out

    # meta.rule-ids (the span of ids in a directive) exists in TextMate only:
    # Sublime scopes each id through a small state machine instead.
    tm_scopes = {s for s in scopes(tm["repository"], set()) if s.endswith(".contract")} - {"meta.rule-ids.contract"}
    sub_scopes = {s for s in scopes(load()["contexts"], set()) if s.endswith(".contract")}
    assert tm_scopes == sub_scopes, {"only TextMate": tm_scopes - sub_scopes, "only Sublime": sub_scopes - tm_scopes}


def test_sublime_syntax_scopes_match_the_textmate_grammar():
    """Run the Sublime syntax (test interpreter) and the TextMate grammar on the
    samples: every character gets the same non-meta scopes."""
    import json

    from sublime_engine import SublimeSyntax
    from support import SAMPLES
    from tmengine import Grammar, Tokenizer, split_lines_like_vscode

    syn = SublimeSyntax(load())
    tm = Grammar(json.loads((EDITORS / "vscode" / "syntaxes" / "contract.tmLanguage.json").read_text("utf-8")))

    def non_meta(sc):
        return tuple(sorted(s for s in sc if not s.startswith("meta.")))

    problems = []
    checked = 0
    for path in sorted(SAMPLES.glob("*.contract")):
        lines = split_lines_like_vscode(path.read_bytes().decode("utf-8"))
        sub = syn.tokenize_lines(lines)
        tm_lines = Tokenizer(tm).tokenize_lines(lines)
        for i, (line, toks) in enumerate(zip(lines, tm_lines)):
            tm_chars = [()] * len(line)
            for t in toks:
                for j in range(len(t.text)):
                    tm_chars[t.start + j] = t.scopes
            for c in range(len(line)):
                checked += 1
                a, b = non_meta(tm_chars[c]), non_meta(sub[i][c])
                if a != b:
                    problems.append(f"{path.name}:{i + 1}:{c + 1} {line[c]!r}: TextMate {a} / Sublime {b}")
    assert checked > 1000
    assert not problems, f"{len(problems)} characters differ:\n" + "\n".join(problems[:15])
