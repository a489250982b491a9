"""A readable, Relay-style text form of IR programs, and a stable content fingerprint.

The text is for people (``relayreduce show --ir``, reducer logs, test failures); TVMScript comes from the
adapter. ``fingerprint`` hashes the full text with constant digests: the reducer's cache key.
"""

from __future__ import annotations

import hashlib

import numpy as np

from .expr import Call, CallFunc, Const, Expr, Function, If, Module, OpaqueCall, SeqExpr, Tuple, TupleGetItem, Var


def _attr(value) -> str:
    if isinstance(value, tuple):
        return "[" + ", ".join(_attr(v) for v in value) + "]"
    return repr(value)


def _const(c: Const) -> str:
    arr = c.value
    if arr.size <= 6 and arr.dtype.kind != "f":
        body = np.array2string(arr, separator=", ").replace("\n", "")
        return f"const({body}, {arr.dtype})"
    return f"const<{c.type}, #{c.digest()}>"


class _Printer:
    def __init__(self):
        self.lines: list[str] = []

    def atom(self, e: Expr) -> str:
        if isinstance(e, Var):
            return f"%{e.name}"
        if isinstance(e, Const):
            return _const(e)
        return self.value(e, 0)

    def value(self, e: Expr, depth: int) -> str:
        if isinstance(e, Call):
            args = [self.atom(a) for a in e.args] + [f"{k}={_attr(v)}" for k, v in e.attrs]
            return f"{e.op}({', '.join(args)})"
        if isinstance(e, CallFunc):
            return f"@{e.func}({', '.join(self.atom(a) for a in e.args)})"
        if isinstance(e, OpaqueCall):
            return f"opaque {e.op}({', '.join(self.atom(a) for a in e.args)}) : {e.type}"
        if isinstance(e, Tuple):
            return "(" + ", ".join(self.atom(f) for f in e.fields) + ("," if len(e.fields) == 1 else "") + ")"
        if isinstance(e, TupleGetItem):
            return f"{self.atom(e.tuple_value)}.{e.index}"
        if isinstance(e, If):
            pad = "  " * depth
            then_lines = self.seq(e.then_branch, depth + 1)
            else_lines = self.seq(e.else_branch, depth + 1)
            return (f"if ({self.atom(e.cond)}) {{\n{then_lines}\n{pad}}} else {{\n{else_lines}\n{pad}}}")
        return self.atom(e)

    def seq(self, seq: SeqExpr, depth: int) -> str:
        out = []
        for block in seq.blocks:
            pad = "  " * depth
            inner = depth + 1 if block.dataflow else depth
            if block.dataflow:
                out.append(f"{pad}dataflow {{")
            for b in block.bindings:
                out.append(f"{'  ' * inner}%{b.var.name}: {b.var.type} = {self.value(b.value, inner)}")
            if block.dataflow:
                out.append(f"{pad}}}")
        out.append(f"{'  ' * depth}{self.atom(seq.result)}")
        return "\n".join(out)

    def function(self, fn: Function) -> str:
        params = ", ".join(f"%{p.name}: {p.type}" for p in fn.params)
        return f"def @{fn.name}({params}) -> {fn.ret_type} {{\n{self.seq(fn.body, 1)}\n}}"


def pretty(node) -> str:
    """Text of a module, function or expression."""
    p = _Printer()
    if isinstance(node, Module):
        return "\n\n".join(p.function(fn) for fn in node.functions) + "\n"
    if isinstance(node, Function):
        return p.function(node)
    return p.value(node, 0)


def fingerprint(module: Module) -> str:
    """A content hash that is equal exactly for structurally equal modules (constants by digest)."""
    text = pretty(module) + f"entry={module.entry}"
    return hashlib.sha256(text.encode()).hexdigest()[:20]
