"""Binary broadcasting ops: arithmetic, comparison, logical and bitwise."""

from __future__ import annotations

import numpy as np

from ..ir.types import FLOAT_DTYPES, INT_DTYPES, TensorType
from . import register
from .spec import Domain, Instance, OpSpec, RelaxOp, Sampler, fail, require_dtypes

NUMERIC = FLOAT_DTYPES + INT_DTYPES


def broadcast_shapes(op: str, a: tuple, b: tuple) -> tuple:
    """NumPy broadcasting over static and symbolic dims; a symbol only meets itself or 1."""
    rank = max(len(a), len(b))
    a = (1,) * (rank - len(a)) + tuple(a)
    b = (1,) * (rank - len(b)) + tuple(b)
    out = []
    for x, y in zip(a, b):
        if x == y or y == 1:
            out.append(x)
        elif x == 1:
            out.append(y)
        else:
            fail(op, f"shapes {a} and {b} do not broadcast (dims {x} and {y})")
    return tuple(out)


def broadcast_operand(s: Sampler, out_shape: tuple) -> tuple:
    """A shape that broadcasts to ``out_shape``: some leading dims dropped, some dims set to 1."""
    drop = s.integer(0, len(out_shape)) if s.coin(0.3) else 0
    return tuple(1 if s.coin(0.2) else d for d in out_shape[drop:])


def binary(name: str, reference, dtypes=NUMERIC, domains=(Domain(), Domain()), bool_result: bool = False) -> OpSpec:
    def infer(args, attrs):
        a, b = args
        require_dtypes(name, a, dtypes)
        if a.dtype != b.dtype:
            fail(name, f"operand dtypes differ: {a.dtype} vs {b.dtype}")
        if a.shape is None or b.shape is None:
            fail(name, "operand rank is unknown")
        return TensorType(broadcast_shapes(name, a.shape, b.shape), "bool" if bool_result else a.dtype)

    def recognize(t):
        return isinstance(t, TensorType) and t.shape is not None and (
            t.dtype == "bool" if bool_result else t.dtype in dtypes)

    def instance(s: Sampler, shape: tuple, dtype: str) -> Instance:
        shapes = [shape, broadcast_operand(s, shape)]
        if s.coin():
            shapes.reverse()
        return Instance(tuple(TensorType(sh, dtype) for sh in shapes))

    def solve(t, s: Sampler):
        if not recognize(t):
            return None
        return instance(s, t.shape, s.dtype(dtypes) if bool_result else t.dtype)

    def sample(s: Sampler):
        return instance(s, s.shape(symbolic=True), s.dtype(dtypes))

    return OpSpec(
        name=name, family="binary", relax=RelaxOp(name), infer=infer,
        reference=lambda arrays, attrs: np.asarray(reference(*arrays)),
        sample=sample, solve=solve, recognize=recognize, domains=tuple(domains), arity=2,
    )


def _same_dtype(fn):
    return lambda a, b: fn(a, b).astype(a.dtype)


NONZERO = Domain(-4.0, 4.0, nonzero=True)

register(
    binary("add", _same_dtype(np.add)),
    binary("subtract", _same_dtype(np.subtract)),
    binary("multiply", _same_dtype(np.multiply)),
    binary("divide", _same_dtype(np.divide), FLOAT_DTYPES, (Domain(), NONZERO)),
    binary("floor_divide", _same_dtype(np.floor_divide), NUMERIC, (Domain(-9, 9), NONZERO)),
    binary("floor_mod", _same_dtype(np.mod), NUMERIC, (Domain(-9, 9), NONZERO)),
    binary("power", _same_dtype(np.power), FLOAT_DTYPES, (Domain(0.5, 2.0), Domain(-2.0, 2.0))),
    binary("maximum", _same_dtype(np.maximum)),
    binary("minimum", _same_dtype(np.minimum)),
    binary("equal", np.equal, bool_result=True, domains=(Domain(-2, 2), Domain(-2, 2))),
    binary("not_equal", np.not_equal, bool_result=True, domains=(Domain(-2, 2), Domain(-2, 2))),
    binary("less", np.less, bool_result=True),
    binary("less_equal", np.less_equal, bool_result=True),
    binary("greater", np.greater, bool_result=True),
    binary("greater_equal", np.greater_equal, bool_result=True),
    binary("logical_and", np.logical_and, ("bool",)),
    binary("logical_or", np.logical_or, ("bool",)),
    binary("logical_xor", np.logical_xor, ("bool",)),
    binary("bitwise_and", np.bitwise_and, INT_DTYPES),
    binary("bitwise_or", np.bitwise_or, INT_DTYPES),
    binary("bitwise_xor", np.bitwise_xor, INT_DTYPES),
)
