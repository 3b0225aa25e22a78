"""A small, faithful port of vscode-textmate's line tokenizer, on Oniguruma.

VS Code highlights with vscode-textmate + vscode-oniguruma. This module
reproduces that algorithm closely enough to test a grammar for real:

- each line is scanned with "\\n" appended; the rule stack carries over lines;
- at each position every candidate regex of the current rule is searched and
  the match that starts first wins, ties going to the earlier pattern
  (Oniguruma's regset "position lead" mode, as vscode-oniguruma uses);
- begin/end rules put their `end` first (or last with applyEndPatternLast),
  resolve back-references, and `\\G` / `\\A` only match at the anchor / on the
  first line;
- `captures` with `patterns` re-tokenize the captured text;
- the endless-loop guards (push/pop without advancing) behave as upstream;
- scope names with spaces push several scopes.

`begin`/`while` rules and injections are not supported (the contract grammar
uses neither; `load_grammar` refuses a grammar that does).

The regex engine is Oniguruma itself, through the `onigurumacffi` binding
(installed with the `textmate-grammar-python` package).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

import onigurumacffi as onig

MAX_STEPS_PER_LINE = 10_000


class GrammarError(Exception):
    pass


@dataclass
class Rule:
    id: int
    name: str | None = None
    content_name: str | None = None


@dataclass
class MatchRule(Rule):
    match: str = ""
    captures: list = field(default_factory=list)  # index -> CaptureRule | None


@dataclass
class IncludeOnlyRule(Rule):
    patterns: list[int] = field(default_factory=list)


@dataclass
class BeginEndRule(Rule):
    begin: str = ""
    begin_captures: list = field(default_factory=list)
    end: str = ""
    end_captures: list = field(default_factory=list)
    apply_end_last: bool = False
    patterns: list[int] = field(default_factory=list)

    @property
    def end_has_backrefs(self) -> bool:
        return bool(re.search(r"\\(\d+)", self.end))


@dataclass
class CaptureRule(Rule):
    retokenize_with: int | None = None


END_RULE = -1


def _replace_anchors(src: str, allow_a: bool, allow_g: bool) -> str:
    """vscode-textmate's RegExpSource.resolveAnchors: \\A/\\G become \\uFFFF."""
    out = []
    i = 0
    while i < len(src):
        ch = src[i]
        if ch == "\\" and i + 1 < len(src):
            nxt = src[i + 1]
            if (nxt == "A" and not allow_a) or (nxt == "G" and not allow_g):
                out.append("\uffff")
            else:
                out.append(ch + nxt)
            i += 2
            continue
        out.append(ch)
        i += 1
    return "".join(out)


_compiled: dict[str, object] = {}


def _compile(src: str):
    c = _compiled.get(src)
    if c is None:
        try:
            c = onig.compile(src)
        except onig.OnigError as e:  # pragma: no cover - reported to the test
            raise GrammarError(f"bad regex {src!r}: {e}") from e
        _compiled[src] = c
    return c


def _escape_for_regex(s: str) -> str:
    return re.sub(r"[\-\\\{\}\*\+\?\|\^\$\.\,\[\]\(\)\#\s]", lambda m: "\\" + m.group(0), s)


def _substitute_captures(name: str | None, line: str, caps) -> str | None:
    if name is None or "$" not in name:
        return name

    def repl(m):
        idx = int(m.group(1) or m.group(2))
        if caps and idx < len(caps) and caps[idx] is not None:
            s = line[caps[idx][0] : caps[idx][1]]
            while s.startswith("."):
                s = s[1:]
            cmd = m.group(3)
            if cmd == "downcase":
                s = s.lower()
            elif cmd == "upcase":
                s = s.upper()
            return s
        return m.group(0)

    return re.sub(r"\$(\d+)|\$\{(\d+):/(downcase|upcase)\}", repl, name)


class Grammar:
    def __init__(self, raw: dict):
        self.raw = raw
        self.scope_name = raw["scopeName"]
        self.rules: list[Rule | None] = [None]
        self._by_obj: dict[int, int] = {}
        self._check_supported(raw)
        self_rule = {"patterns": raw.get("patterns", []), "name": None}
        self.repository = dict(raw.get("repository", {}))
        self.repository["$self"] = self_rule
        self.repository["$base"] = self_rule
        # How often an endless-loop guard gave up on the rest of a line
        # (vscode-textmate logs "Grammar is in an endless loop" then).
        self.loop_guards = 0
        self.root_id = self._compile_rule(self_rule)

    @staticmethod
    def _check_supported(raw):
        if raw.get("injections"):
            raise GrammarError("injections are not supported by this test engine")

        def walk(x):
            if isinstance(x, dict):
                if "while" in x:
                    raise GrammarError("begin/while rules are not supported by this test engine")
                for v in x.values():
                    walk(v)
            elif isinstance(x, list):
                for v in x:
                    walk(v)

        walk(raw)

    def _new_id(self, rule_factory) -> int:
        rid = len(self.rules)
        self.rules.append(None)
        self.rules[rid] = rule_factory(rid)
        return rid

    def _compile_rule(self, desc: dict) -> int:
        key = id(desc)
        if key in self._by_obj:
            return self._by_obj[key]
        rid = len(self.rules)
        self.rules.append(None)
        self._by_obj[key] = rid
        name = desc.get("name")
        content_name = desc.get("contentName")
        if "match" in desc:
            _compile(desc["match"])
            rule = MatchRule(rid, name, None, desc["match"], self._compile_captures(desc.get("captures")))
        elif "begin" in desc:
            if "end" not in desc:
                raise GrammarError(f"begin without end: {desc.get('begin')!r}")
            _compile(desc["begin"])
            if not BeginEndRule(0, end=desc["end"]).end_has_backrefs:
                _compile(desc["end"])
            rule = BeginEndRule(
                rid,
                name,
                content_name,
                desc["begin"],
                self._compile_captures(desc.get("beginCaptures") or desc.get("captures")),
                desc["end"],
                self._compile_captures(desc.get("endCaptures") or desc.get("captures")),
                bool(desc.get("applyEndPatternLast")),
                [],
            )
            self.rules[rid] = rule
            rule.patterns = self._compile_patterns(desc.get("patterns", []))
            return rid
        else:
            rule = IncludeOnlyRule(rid, name, content_name, [])
            self.rules[rid] = rule
            pats = desc.get("patterns")
            if pats is None and "include" in desc:
                pats = [{"include": desc["include"]}]
            rule.patterns = self._compile_patterns(pats or [])
            return rid
        self.rules[rid] = rule
        return rid

    def _compile_captures(self, caps: dict | None) -> list:
        if not caps:
            return []
        n = max(int(k) for k in caps) + 1
        out: list = [None] * n
        for k, v in caps.items():
            retok = None
            if v.get("patterns"):
                retok = self._compile_rule({"patterns": v["patterns"]})
            rid = len(self.rules)
            self.rules.append(CaptureRule(rid, v.get("name"), v.get("contentName"), retok))
            out[int(k)] = self.rules[rid]
        return out

    def _compile_patterns(self, patterns: list[dict]) -> list[int]:
        ids = []
        for p in patterns:
            if "include" in p and not any(k in p for k in ("match", "begin")):
                inc = p["include"]
                if inc.startswith("#"):
                    target = self.repository.get(inc[1:])
                    if target is None:
                        raise GrammarError(f"include of unknown repository rule {inc!r}")
                elif inc in ("$self", "$base"):
                    target = self.repository["$self"]
                else:
                    raise GrammarError(f"external include {inc!r} not supported")
                ids.append(self._compile_rule(target))
            else:
                ids.append(self._compile_rule(p))
        return ids

    # -- pattern collection (RegExpSourceList) -----------------------------

    def _collect(self, rule_id: int, out: list[tuple[str, int]], seen: set[int]):
        rule = self.rules[rule_id]
        if isinstance(rule, MatchRule):
            out.append((rule.match, rule_id))
        elif isinstance(rule, BeginEndRule):
            out.append((rule.begin, rule_id))
        elif isinstance(rule, IncludeOnlyRule):
            if rule_id in seen:
                return
            seen.add(rule_id)
            for pid in rule.patterns:
                self._collect(pid, out, seen)

    def candidates(self, rule_id: int, end_rule: str | None) -> list[tuple[str, int]]:
        rule = self.rules[rule_id]
        out: list[tuple[str, int]] = []
        pats = rule.patterns if isinstance(rule, (IncludeOnlyRule, BeginEndRule)) else []
        for pid in pats:
            self._collect(pid, out, set())
        if isinstance(rule, BeginEndRule):
            end = end_rule if end_rule is not None else rule.end
            if rule.apply_end_last:
                out.append((end, END_RULE))
            else:
                out.insert(0, (end, END_RULE))
        return out


@dataclass
class Frame:
    parent: "Frame | None"
    rule_id: int
    enter_pos: int
    anchor_pos: int
    begin_captured_eol: bool
    end_rule: str | None
    name_scopes: tuple[str, ...]
    content_scopes: tuple[str, ...]

    def push(self, rule_id, enter_pos, anchor_pos, captured_eol, end_rule, name_scopes, content_scopes):
        return Frame(self, rule_id, enter_pos, anchor_pos, captured_eol, end_rule, name_scopes, content_scopes)

    def pop(self):
        return self.parent

    def safe_pop(self):
        return self.parent if self.parent is not None else self

    def reset(self):
        f = self
        while f is not None:
            f.enter_pos = -1
            f.anchor_pos = -1
            f = f.parent

    def has_same_rule_as(self, other: "Frame") -> bool:
        el = self
        while el is not None and el.enter_pos == other.enter_pos:
            if el.rule_id == other.rule_id:
                return True
            el = el.parent
        return False


def _push_scopes(base: tuple[str, ...], name: str | None) -> tuple[str, ...]:
    if not name:
        return base
    return base + tuple(s for s in name.split(" ") if s)


class LineTokens:
    def __init__(self):
        self.tokens: list[tuple[int, int, tuple[str, ...]]] = []
        self.last_end = 0

    def produce(self, frame: Frame, end: int):
        self.produce_scopes(frame.content_scopes, end)

    def produce_scopes(self, scopes, end: int):
        if self.last_end >= end:
            return
        self.tokens.append((self.last_end, end, scopes))
        self.last_end = end


def _search(candidates, line: str, pos: int, allow_a: bool, allow_g: bool):
    best = None
    for idx, (src, rid) in enumerate(candidates):
        if "\\A" in src or "\\G" in src:
            src = _replace_anchors(src, allow_a, allow_g)
        m = _compile(src).search(line, start=pos)
        if m is None:
            continue
        if best is None or m.start() < best[0].start():
            best = (m, rid)
            if m.start() == pos:
                break
    if best is None:
        return None
    m, rid = best
    caps = []
    n = len(m._begs)
    for i in range(n):
        if m._begs[i] < 0:
            caps.append(None)
        else:
            caps.append(m.span(i))
    return rid, caps


def _handle_captures(g: Grammar, line: str, is_first: bool, frame: Frame, lt: LineTokens, captures, caps):
    if not captures:
        return
    local: list[tuple[tuple[str, ...], int]] = []
    max_end = caps[0][1]
    for i in range(min(len(captures), len(caps))):
        rule = captures[i]
        if rule is None:
            continue
        span = caps[i]
        if span is None or span[0] == span[1]:
            continue
        start, end = span
        if start > max_end:
            break
        while local and local[-1][1] <= start:
            lt.produce_scopes(local[-1][0], local[-1][1])
            local.pop()
        if local:
            lt.produce_scopes(local[-1][0], start)
        else:
            lt.produce(frame, start)
        if rule.retokenize_with is not None:
            name = _substitute_captures(rule.name, line, caps)
            name_scopes = _push_scopes(frame.content_scopes, name)
            content = _push_scopes(name_scopes, _substitute_captures(rule.content_name, line, caps))
            clone = frame.push(rule.retokenize_with, start, -1, False, None, name_scopes, content)
            _tokenize_string(g, line[:end], is_first and start == 0, start, clone, lt, False)
            continue
        name = _substitute_captures(rule.name, line, caps)
        if name is not None:
            base = local[-1][0] if local else frame.content_scopes
            local.append((_push_scopes(base, name), end))
    while local:
        lt.produce_scopes(local[-1][0], local[-1][1])
        local.pop()


def _tokenize_string(g: Grammar, line: str, is_first: bool, pos: int, frame: Frame, lt: LineTokens, check_while: bool):
    length = len(line)
    anchor = -1
    if check_while:
        anchor = 0 if frame.begin_captured_eol else -1
    for _ in range(MAX_STEPS_PER_LINE):
        rule = g.rules[frame.rule_id]
        cands = g.candidates(frame.rule_id, frame.end_rule)
        r = _search(cands, line, pos, is_first, pos == anchor)
        if r is None:
            lt.produce(frame, length)
            return frame
        rid, caps = r
        has_advanced = caps[0][1] > pos
        if rid == END_RULE:
            popped_rule = rule
            lt.produce(frame, caps[0][0])
            frame = Frame(
                frame.parent, frame.rule_id, frame.enter_pos, frame.anchor_pos,
                frame.begin_captured_eol, frame.end_rule, frame.name_scopes, frame.name_scopes,
            )
            _handle_captures(g, line, is_first, frame, lt, popped_rule.end_captures, caps)
            lt.produce(frame, caps[0][1])
            popped = frame
            frame = frame.parent
            anchor = popped.anchor_pos
            if not has_advanced and popped.enter_pos == pos:
                # endless loop guard: stay in the rule, give up on the line
                g.loop_guards += 1
                frame = popped
                lt.produce(frame, length)
                return frame
        else:
            new_rule = g.rules[rid]
            lt.produce(frame, caps[0][0])
            before = frame
            name = _substitute_captures(new_rule.name, line, caps)
            name_scopes = _push_scopes(frame.content_scopes, name)
            frame = frame.push(rid, pos, anchor, caps[0][1] == length, None, name_scopes, name_scopes)
            if isinstance(new_rule, BeginEndRule):
                _handle_captures(g, line, is_first, frame, lt, new_rule.begin_captures, caps)
                lt.produce(frame, caps[0][1])
                anchor = caps[0][1]
                content = _push_scopes(name_scopes, _substitute_captures(new_rule.content_name, line, caps))
                frame.content_scopes = content
                if new_rule.end_has_backrefs:
                    def br(m):
                        i = int(m.group(1))
                        if i < len(caps) and caps[i] is not None:
                            return _escape_for_regex(line[caps[i][0] : caps[i][1]])
                        return ""
                    frame.end_rule = re.sub(r"\\(\d+)", br, new_rule.end)
                if not has_advanced and before.has_same_rule_as(frame):
                    g.loop_guards += 1
                    frame = frame.pop()
                    lt.produce(frame, length)
                    return frame
            else:
                _handle_captures(g, line, is_first, frame, lt, getattr(new_rule, "captures", []), caps)
                lt.produce(frame, caps[0][1])
                frame = frame.pop()
                if not has_advanced:
                    g.loop_guards += 1
                    frame = frame.safe_pop()
                    lt.produce(frame, length)
                    return frame
        if caps[0][1] > pos:
            pos = caps[0][1]
            is_first = False
    raise GrammarError(f"more than {MAX_STEPS_PER_LINE} steps on one line: {line!r}")


@dataclass
class Token:
    text: str
    scopes: tuple[str, ...]
    start: int


class Tokenizer:
    """Tokenize line by line, like vscode-textmate's IGrammar.tokenizeLine."""

    def __init__(self, grammar: Grammar):
        self.g = grammar

    def initial(self) -> Frame:
        root = (self.g.scope_name,)
        return Frame(None, self.g.root_id, -1, -1, False, None, root, root)

    def tokenize_line(self, text: str, state: Frame | None) -> tuple[list[Token], Frame]:
        first = state is None
        if state is None:
            state = self.initial()
        else:
            state.reset()
        line = text + "\n"
        lt = LineTokens()
        end_state = _tokenize_string(self.g, line, first, 0, state, lt, True)
        toks = lt.tokens
        length = len(line)
        if toks and toks[-1][0] == length - 1:
            toks.pop()
        if not toks:
            lt.last_end = -1
            lt.produce(end_state, length)
            s, e, sc = lt.tokens[-1]
            toks = [(0, e, sc)]
        out = [Token(line[s : min(e, len(text))], sc, s) for s, e, sc in toks if s < len(text) or not text]
        return out, end_state

    def tokenize_lines(self, lines: list[str]) -> list[list[Token]]:
        state = None
        result = []
        for ln in lines:
            toks, state = self.tokenize_line(ln, state)
            result.append(toks)
        return result


def split_lines_like_vscode(text: str) -> list[str]:
    """VS Code's text model splits on CRLF, CR and LF; no terminator reaches the grammar."""
    if text.startswith("\ufeff"):
        text = text[1:]
    return re.split(r"\r\n|\r|\n", text)


def load_grammar(path: str | Path) -> Grammar:
    return Grammar(json.loads(Path(path).read_text("utf-8")))
