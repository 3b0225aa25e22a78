"""A small interpreter for `.sublime-syntax` files (the subset the contract syntax uses).

Sublime Text is not available here, so this runs its documented model on
Oniguruma: a stack of contexts; at each position the patterns of the top
context (includes flattened) are searched and the earliest match wins, ties
going to the first pattern; `push`, `set` and `pop` change the stack;
`meta_scope` covers a context's text including the match that pushed or popped
it, `meta_content_scope` only the text in between; lines include their "\\n".

It is good enough to compare the scopes Sublime would assign with the
TextMate grammar's; it does not implement `embed`, `branch`, `with_prototype`,
variables, or `prototype` contexts (the contract syntax uses none of them).
"""

from __future__ import annotations

import onigurumacffi as onig

MAX_STEPS_PER_LINE = 10_000


class SublimeSyntax:
    def __init__(self, data: dict):
        self.data = data
        self.contexts = data["contexts"]
        for unsupported in ("variables",):
            if unsupported in data:
                raise ValueError(f"{unsupported} not supported by this test interpreter")
        self._flat: dict[str, list[dict]] = {}
        self._re: dict[str, object] = {}

    def meta(self, name: str) -> tuple[list[str], list[str]]:
        ms, mcs = [], []
        for rule in self.contexts[name]:
            if "meta_scope" in rule:
                ms = rule["meta_scope"].split()
            elif "meta_content_scope" in rule:
                mcs = rule["meta_content_scope"].split()
        return ms, mcs

    def patterns(self, name: str, seen=()) -> list[dict]:
        if name in self._flat:
            return self._flat[name]
        out = []
        for rule in self.contexts[name]:
            if "include" in rule:
                if rule["include"] not in seen:
                    out += self.patterns(rule["include"], seen + (name,))
            elif "match" in rule:
                out.append(rule)
        self._flat[name] = out
        return out

    def regex(self, src: str):
        r = self._re.get(src)
        if r is None:
            r = self._re[src] = onig.compile(src)
        return r

    def tokenize_lines(self, lines: list[str]) -> list[list[tuple[str, ...]]]:
        """Per line (text without terminator), the scopes of each character."""
        stack = ["main"]
        result = []
        base = [self.data["scope"]]
        for text in lines:
            line = text + "\n"
            scopes: list[tuple[str, ...]] = [()] * len(line)

            def stack_scopes(skip_content_of_top=False):
                out = list(base)
                for i, ctx in enumerate(stack):
                    ms, mcs = self.meta(ctx)
                    out += ms
                    if not (skip_content_of_top and i == len(stack) - 1):
                        out += mcs
                return out

            def paint(a, b, sc):
                for k in range(a, min(b, len(line))):
                    scopes[k] = tuple(sc)

            pos = 0
            for _ in range(MAX_STEPS_PER_LINE):
                best = None
                for rule in self.patterns(stack[-1]):
                    m = self.regex(rule["match"]).search(line, start=pos)
                    if m is not None and (best is None or m.start() < best[0].start()):
                        best = (m, rule)
                        if m.start() == pos:
                            break
                if best is None:
                    paint(pos, len(line), stack_scopes())
                    break
                m, rule = best
                start, end = m.span()
                paint(pos, start, stack_scopes())
                if rule.get("pop"):
                    sc = stack_scopes(skip_content_of_top=True)
                    stack.pop()
                elif "push" in rule or "set" in rule:
                    if "set" in rule:
                        stack.pop()
                        target = rule["set"]
                    else:
                        target = rule["push"]
                    sc = stack_scopes() + self.meta(target)[0]
                    stack.append(target)
                else:
                    sc = stack_scopes()
                sc = sc + rule.get("scope", "").split()
                paint(start, end, sc)
                for n, cap_scope in (rule.get("captures") or {}).items():
                    if m._begs[n] >= 0:
                        a, b = m.span(n)
                        for k in range(a, min(b, len(line))):
                            scopes[k] = scopes[k] + tuple(cap_scope.split())
                if end == pos and not (rule.get("pop") or "push" in rule or "set" in rule):
                    raise RuntimeError(f"zero-width match without stack change at {pos}: {line!r}")
                pos = end
                if pos >= len(line):
                    break
            else:
                raise RuntimeError(f"too many steps on line {line!r}")
            result.append(scopes[: len(text)])
        return result
