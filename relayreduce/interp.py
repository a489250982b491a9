"""Evaluate IR programs with the ops' NumPy references: the ground truth for the reference oracle and
for checking that generated inputs keep every intermediate value finite.

``evaluate(..., widen=True)`` is the second reference: every float16/float32 value is computed in float64
and every narrow integer in int64 (inputs, constants, the dtypes ops are asked for, and each op's result),
so the program runs on the same inputs without rounding or wrap-around. Where it differs from the plain
evaluation, the result depended on rounding (how much says how ill-conditioned the program is there) or on
integer overflow. ``perturb=seed`` adds one rounding back: each op's float result moves by the unit
roundoff of the dtype the program computes it in, in a random direction per element. Unlike the plain
evaluation, whose references compute most ops in float64 and round once, this rounds at the magnitude of
every intermediate value, so it also sees what a rounding inside a large partial result does to a small
final one.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from . import ops
from .ir.expr import MATCH_CAST, Call, CallFunc, Const, Expr, Function, If, Module, OpaqueCall, SeqExpr, Tuple, TupleGetItem, Var
from .ir.types import TensorType


class NotInterpretable(ValueError):
    """The program holds something without a NumPy reference (an opaque call)."""


#: What ``widen`` computes each dtype in. bool stays bool; int64 and float64 have nothing wider.
WIDER = {"float16": "float64", "float32": "float64",
         "int8": "int64", "int16": "int64", "int32": "int64", "uint8": "int64"}


def to_wider(value):
    """``value`` (an array or a tuple of them) in its WIDER dtype."""
    if isinstance(value, tuple):
        return tuple(to_wider(v) for v in value)
    value = np.asarray(value)
    return value.astype(WIDER.get(str(value.dtype), value.dtype))


#: Half an ulp at 1.0 of each narrow float dtype: one rounding's relative error.
UNIT_ROUNDOFF = {"float16": 2.0**-11, "float32": 2.0**-24}


def _widen_attrs(attrs: dict) -> dict:
    # The dtypes an op is asked for (astype's target, matmul's out_dtype, cumsum's accumulator) widen too:
    # a narrowing cast would round or wrap, and rounding and wrapping are what the wide evaluation leaves out.
    return {k: WIDER.get(v, v) if k.endswith("dtype") and isinstance(v, str) else v for k, v in attrs.items()}


def _same(value):
    return value


def _perturber(seed: int):
    rng = np.random.default_rng(seed)

    def perturb(t, value):
        """``value`` of IR type ``t``, each float element moved by one rounding of ``t``'s dtype."""
        if isinstance(value, tuple):
            return tuple(perturb(f, v) for f, v in zip(t.fields, value))
        if not isinstance(t, TensorType) or t.dtype not in UNIT_ROUNDOFF:
            return value
        return value * (1.0 + UNIT_ROUNDOFF[t.dtype] * rng.choice((-1.0, 1.0), size=np.shape(value)))

    return perturb


class _Interpreter:
    def __init__(self, module: Module, observe=None, on_call=None, widen: bool = False, perturb=None):
        self.module = module
        # Called with (function name, variable, value) for every binding: the finiteness check hooks in here.
        self.observe = observe
        # Called with (op spec, argument values) before every op call: the reducer's domain check hooks in here.
        self.on_call = on_call
        self.cast, self.attrs = (to_wider, _widen_attrs) if widen else (_same, _same)
        self.perturb = perturb

    def call(self, fn: Function, args: Sequence) -> object:
        env = {p.name: a for p, a in zip(fn.params, args)}
        return self.seq(fn, fn.body, env)

    def seq(self, fn: Function, seq: SeqExpr, env: dict) -> object:
        env = dict(env)
        for binding in seq.bindings():
            value = self.expr(fn, binding.value, env)
            if self.perturb is not None and isinstance(binding.value, Call):
                value = self.perturb(binding.var.type, value)
            if self.observe is not None:
                self.observe(fn.name, binding.var, value)
            env[binding.var.name] = value
        return self.expr(fn, seq.result, env)

    def expr(self, fn: Function, e: Expr, env: dict) -> object:
        if isinstance(e, Var):
            return env[e.name]
        if isinstance(e, Const):
            return self.cast(e.value)
        if isinstance(e, Call):
            spec = ops.get(e.op)
            args = [self.expr(fn, a, env) for a in e.args]
            if self.on_call is not None:
                self.on_call(spec, args)
            result = spec.reference(args, self.attrs(e.attr_dict))
            return self.cast(tuple(np.asarray(r) for r in result) if isinstance(result, tuple) else np.asarray(result))
        if isinstance(e, CallFunc):
            return self.call(self.module[e.func], [self.expr(fn, a, env) for a in e.args])
        if isinstance(e, Tuple):
            return tuple(self.expr(fn, f, env) for f in e.fields)
        if isinstance(e, TupleGetItem):
            return self.expr(fn, e.tuple_value, env)[e.index]
        if isinstance(e, If):
            branch = e.then_branch if bool(self.expr(fn, e.cond, env)) else e.else_branch
            return self.seq(fn, branch, env)
        if isinstance(e, OpaqueCall) and e.op == MATCH_CAST:
            return self.expr(fn, e.args[0], env)  # a cast checks the shape; the value is unchanged
        if isinstance(e, OpaqueCall):
            raise NotInterpretable(f"{e.op} is an opaque call with no NumPy reference")
        raise NotInterpretable(f"cannot evaluate {type(e).__name__}")


def evaluate(module: Module, inputs: Sequence[np.ndarray], observe=None, on_call=None,
             widen: bool = False, perturb: int | None = None) -> object:
    """The entry function's result on ``inputs``, computed with NumPy references only; ``widen`` computes
    it in the WIDER dtypes (the result keeps them), ``perturb`` (a seed; only with ``widen``, where a
    rounding is not lost again) moves every op's float result by one rounding of its own dtype."""
    if perturb is not None and not widen:
        raise ValueError("perturb needs widen: in the narrow dtype a rounding's worth of change rounds away")
    interpreter = _Interpreter(module, observe, on_call, widen, None if perturb is None else _perturber(perturb))
    with np.errstate(all="ignore"):  # non-finite values are reported by the caller, not as warnings
        return interpreter.call(module.main, [interpreter.cast(x) for x in inputs])


def all_finite(value) -> bool:
    if isinstance(value, tuple):
        return all(all_finite(v) for v in value)
    arr = np.asarray(value)
    return arr.dtype.kind not in "fc" or bool(np.isfinite(arr).all())
