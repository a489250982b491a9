"""Evaluate IR programs with the ops' NumPy references: the ground truth for the reference oracle and
for checking that generated inputs keep every intermediate value finite."""

from __future__ import annotations

from typing import Sequence

import numpy as np

from . import ops
from .ir.expr import Call, CallFunc, Const, Expr, Function, If, Module, OpaqueCall, SeqExpr, Tuple, TupleGetItem, Var


class NotInterpretable(ValueError):
    """The program holds something without a NumPy reference (an opaque call)."""


class _Interpreter:
    def __init__(self, module: Module, observe=None, on_call=None):
        self.module = module
        # Called with (function name, variable, value) for every binding: the finiteness check hooks in here.
        self.observe = observe
        # Called with (op spec, argument values) before every op call: the reducer's domain check hooks in here.
        self.on_call = on_call

    def call(self, fn: Function, args: Sequence) -> object:
        env = {p.name: a for p, a in zip(fn.params, args)}
        return self.seq(fn, fn.body, env)

    def seq(self, fn: Function, seq: SeqExpr, env: dict) -> object:
        env = dict(env)
        for binding in seq.bindings():
            value = self.expr(fn, binding.value, env)
            if self.observe is not None:
                self.observe(fn.name, binding.var, value)
            env[binding.var.name] = value
        return self.expr(fn, seq.result, env)

    def expr(self, fn: Function, e: Expr, env: dict) -> object:
        if isinstance(e, Var):
            return env[e.name]
        if isinstance(e, Const):
            return e.value
        if isinstance(e, Call):
            spec = ops.get(e.op)
            args = [self.expr(fn, a, env) for a in e.args]
            if self.on_call is not None:
                self.on_call(spec, args)
            result = spec.reference(args, e.attr_dict)
            return tuple(np.asarray(r) for r in result) if isinstance(result, tuple) else np.asarray(result)
        if isinstance(e, CallFunc):
            return self.call(self.module[e.func], [self.expr(fn, a, env) for a in e.args])
        if isinstance(e, Tuple):
            return tuple(self.expr(fn, f, env) for f in e.fields)
        if isinstance(e, TupleGetItem):
            return self.expr(fn, e.tuple_value, env)[e.index]
        if isinstance(e, If):
            branch = e.then_branch if bool(self.expr(fn, e.cond, env)) else e.else_branch
            return self.seq(fn, branch, env)
        if isinstance(e, OpaqueCall):
            raise NotInterpretable(f"{e.op} is an opaque call with no NumPy reference")
        raise NotInterpretable(f"cannot evaluate {type(e).__name__}")


def evaluate(module: Module, inputs: Sequence[np.ndarray], observe=None, on_call=None) -> object:
    """The entry function's result on ``inputs``, computed with NumPy references only."""
    with np.errstate(all="ignore"):  # non-finite values are reported by the caller, not as warnings
        return _Interpreter(module, observe, on_call).call(module.main, list(inputs))


def all_finite(value) -> bool:
    if isinstance(value, tuple):
        return all(all_finite(v) for v in value)
    arr = np.asarray(value)
    return arr.dtype.kind not in "fc" or bool(np.isfinite(arr).all())
