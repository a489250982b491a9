"""Reductions: statistical ops over a tuple of axes (or all), and argmax/argmin over one axis (or all).

Relax types every reduction in its input dtype (argmax/argmin in int64) and accepts every dtype, so the
entries do too. The references compute what that typing defines: integer sums wrap around in the op's dtype
(TVM's codegen wraps below 32 bits; the domains keep 32/64-bit sums and all products in range, where signed
overflow is undefined) and integer means divide truncating (NumPy's ``dtype=`` semantics, which is also what TVM's
kernels do); bool reduces as 0/1 and converts back (sum/prod are any/all). Floats are computed in float64
and rounded once.
"""

from __future__ import annotations

import numpy as np

from ..ir.types import ALL_DTYPES, TensorType, is_float
from . import register
from .spec import Domain, Instance, OpSpec, RelaxOp, Sampler, fail, require_dtypes


def normalize_axes(op: str, axes, ndim: int) -> list[int]:
    """Distinct in-range axes (negative counting from the end) as positions, in the order given."""
    if not isinstance(axes, tuple) or not all(isinstance(a, int) and not isinstance(a, bool) for a in axes):
        fail(op, f"axes must be a tuple of ints, got {axes!r}")
    positions = []
    for a in axes:
        if not -ndim <= a < ndim:
            fail(op, f"axis {a} is out of range for a tensor of rank {ndim}")
        positions.append(a % ndim)
    if len(set(positions)) != len(positions):
        fail(op, f"axes {axes} repeat an axis")
    return positions


def _reduced(name: str, x: TensorType, axis, single: bool) -> set[int]:
    """The positions ``axis`` reduces; None reduces all of them."""
    if axis is None:
        return set(range(x.ndim))
    if single and (not isinstance(axis, int) or isinstance(axis, bool)):
        fail(name, f"axis must be None or an int, got {axis!r}")
    return set(normalize_axes(name, (axis,) if single else axis, x.ndim))


def signed_axis(s: Sampler, position: int, ndim: int) -> int:
    return position - ndim if s.coin() else position


def reduction(name: str, fn, domain: Domain = Domain(), single_axis: bool = False) -> OpSpec:
    """``fn(x, axis, keepdims, dtype)`` is the NumPy reduction; ``single_axis`` makes argmax/argmin."""
    out_dtype = "int64" if single_axis else None

    def infer(args, attrs):
        (x,) = args
        require_dtypes(name, x, ALL_DTYPES)
        if x.shape is None:
            fail(name, "input rank is unknown")
        if not isinstance(attrs["keepdims"], bool):
            fail(name, f"keepdims must be a bool, got {attrs['keepdims']!r}")
        reduced = _reduced(name, x, attrs["axis"], single_axis)
        if attrs["keepdims"]:
            shape = tuple(1 if i in reduced else d for i, d in enumerate(x.shape))
        else:
            shape = tuple(d for i, d in enumerate(x.shape) if i not in reduced)
        return TensorType(shape, out_dtype or x.dtype)

    def recognize(t):
        return isinstance(t, TensorType) and t.shape is not None and (
            t.dtype == out_dtype if out_dtype else t.dtype in ALL_DTYPES)

    def make(s: Sampler, shape: list, reduced: list[int], keepdims: bool, dtype: str) -> Instance:
        """The instance reducing ``reduced`` positions of ``shape``; axis None when that is all of them."""
        everything = reduced == list(range(len(shape)))
        if single_axis:  # rank 1 reduces everything either way
            axis = None if everything and (len(shape) != 1 or s.coin()) else signed_axis(s, reduced[0], len(shape))
        elif everything and s.coin(0.3):
            axis = None
        else:
            order = [reduced[i] for i in s.rng.permutation(len(reduced))]
            axis = tuple(signed_axis(s, p, len(shape)) for p in order)
        return Instance((TensorType(tuple(shape), dtype),), {"axis": axis, "keepdims": keepdims})

    def sample(s: Sampler):
        x = s.tensor(ALL_DTYPES, symbolic=True)
        positions = list(range(x.ndim))
        if single_axis:
            reduced = positions if x.ndim == 0 or s.coin(0.25) else [s.integer(0, x.ndim - 1)]
        elif s.coin(0.25):
            reduced = positions
        else:  # any subset, the empty one (an identity reduction) included
            reduced = sorted(p for p in positions if s.coin())
        return make(s, list(x.shape), reduced, s.coin(), x.dtype)

    def solve(t, s: Sampler):
        if not recognize(t):
            return None
        dtype = s.dtype(ALL_DTYPES) if single_axis else t.dtype
        out = list(t.shape)
        ones = [i for i, d in enumerate(out) if d == 1]
        if s.coin() and (ones or not single_axis):
            # keepdims: the reduced positions are among the output's unit dims
            if single_axis:
                reduced = ones if ones == list(range(len(out))) and s.coin() else [s.choice(ones)]
            else:
                reduced = [i for i in ones if s.coin()]
            shape = [s.dim(symbolic=True) if i in reduced else d for i, d in enumerate(out)]
            return make(s, shape, reduced, True, dtype)
        count = 1 if single_axis else s.integer(0, 2)
        shape, reduced = list(out), []
        for _ in range(count):
            at = s.integer(0, len(shape))
            reduced = [r + (r >= at) for r in reduced] + [at]
            shape.insert(at, s.dim(symbolic=True))
        return make(s, shape, sorted(reduced), False, dtype)

    def reference(arrays, attrs):
        (x,) = arrays
        dtype = str(x.dtype)
        if is_float(dtype) or dtype == "bool":  # bool reduces as 0/1 and the result converts back
            x = x.astype(np.float64 if is_float(dtype) else np.int64)
        result = fn(x, attrs["axis"], attrs["keepdims"], x.dtype)
        return np.asarray(result).astype(out_dtype or dtype)

    return OpSpec(
        name=name, family="reduce", relax=RelaxOp(name), infer=infer, reference=reference,
        sample=sample, solve=solve, recognize=recognize, attrs=("axis", "keepdims"), domains=domain,
    )


def _numpy(fn, takes_dtype: bool = True):
    """A NumPy reduction computed in ``dtype`` (wrapping, truncating) where the function has that option."""
    if takes_dtype:
        return lambda x, axis, keepdims, dtype: fn(x, axis=axis, keepdims=keepdims, dtype=dtype)
    return lambda x, axis, keepdims, dtype: fn(x, axis=axis, keepdims=keepdims)


def _variance(x, axis, keepdims, dtype):
    # Squared deviations leave narrow int dtypes; TVM's kernel widens them to int64, so do we.
    return np.var(x, axis=axis, keepdims=keepdims, dtype=np.float64 if dtype == np.float64 else np.int64)


FEW_VALUES = Domain(-1.0, 1.0)

register(
    reduction("sum", _numpy(np.sum)),
    reduction("mean", _numpy(np.mean)),
    reduction("max", _numpy(np.max, takes_dtype=False)),
    reduction("min", _numpy(np.min, takes_dtype=False)),
    # Products of many elements leave float16's range unless the factors stay near 1 (ints: -1, 0, 1).
    reduction("prod", _numpy(np.prod), Domain(-1.5, 1.5)),
    reduction("variance", _variance),
    reduction("std", lambda *args: np.sqrt(_variance(*args))),  # integer results truncate
    # Few distinct values make ties (first index wins) and all-minimum rows common: where argmax kernels slip.
    reduction("argmax", _numpy(np.argmax, takes_dtype=False), FEW_VALUES, single_axis=True),
    reduction("argmin", _numpy(np.argmin, takes_dtype=False), FEW_VALUES, single_axis=True),
)
