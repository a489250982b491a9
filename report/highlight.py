"""TVMScript syntax highlighting for the HTML report, without a JavaScript highlighter: TVMScript is Python
syntax, so the standard tokenizer splits it. The result is a list of spans that covers the source exactly;
the template escapes each span's text and wraps it in its class."""

from __future__ import annotations

import io
import keyword
import tokenize
from dataclasses import dataclass

NAMESPACES = frozenset({"R", "T", "I"})  # TVMScript's Relax, TIR and IRModule builders


@dataclass(frozen=True)
class Span:
    kind: str  # a CSS class: kw, str, num, com, ns (R/T/I), fn (one of their builders), def, deco; "" plain
    text: str


def _kind(tok: tokenize.TokenInfo, before: list[tokenize.TokenInfo]) -> str:
    prev = before[-1].string if before else ""
    if tok.type == tokenize.STRING:
        return "str"
    if tok.type == tokenize.NUMBER:
        return "num"
    if tok.type == tokenize.COMMENT:
        return "com"
    if tok.type == tokenize.OP and tok.string == "@":
        return "deco"
    if tok.type != tokenize.NAME:
        return ""
    if keyword.iskeyword(tok.string):
        return "kw"
    if prev in ("def", "class"):
        return "def"
    if prev == "." and len(before) > 1 and before[-2].string in NAMESPACES:
        return "fn"
    if tok.string in NAMESPACES:
        return "ns"
    return ""


def highlight(source: str) -> list[Span]:
    """Spans whose texts join to exactly ``source``. Text the tokenizer cannot read (an error message in
    place of a module) ends up plain rather than lost."""
    lines = list(io.StringIO(source))
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))
    spans: list[Span] = []
    pos = 0
    seen: list[tokenize.TokenInfo] = []
    try:
        for tok in tokenize.generate_tokens(iter(lines).__next__):
            start = offsets[tok.start[0] - 1] + tok.start[1]
            end = offsets[tok.end[0] - 1] + tok.end[1]
            if start < pos or end <= start:
                continue  # INDENT/DEDENT and end markers carry no text of their own
            if start > pos:
                spans.append(Span("", source[pos:start]))
            spans.append(Span(_kind(tok, seen), source[start:end]))
            pos = end
            if tok.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT):
                seen = seen[-1:] + [tok]
    except (tokenize.TokenError, SyntaxError, StopIteration):
        pass
    if pos < len(source):
        spans.append(Span("", source[pos:]))
    return _merged(spans)


def _merged(spans: list[Span]) -> list[Span]:
    """Adjacent spans of one kind as one: fewer elements on a page."""
    out: list[Span] = []
    for span in spans:
        if out and out[-1].kind == span.kind:
            out[-1] = Span(span.kind, out[-1].text + span.text)
        else:
            out.append(span)
    return out
