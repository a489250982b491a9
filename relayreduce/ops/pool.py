"""Pooling over the spatial dims of NCW / NCHW tensors: max, average and adaptive average.

Only the default layouts are modelled. Attributes are stored as TVM gives them back: every window
attribute a tuple with one int per spatial dim, padding as (before..., after...).

The references pool exactly the data the window covers: max pooling pads with -inf, average pooling
divides by the number of covered positions inside the explicit padding (count_include_pad) or inside the
data. Samples keep every window over at least one data element, so no output is an empty reduction.
"""

from __future__ import annotations

import itertools
import math

import numpy as np

from ..ir.types import FLOAT_DTYPES, TensorType
from . import register
from .spec import Instance, OpSpec, RelaxOp, Sampler, fail, require_dtypes

WINDOW_ATTRS = ("pool_size", "strides", "padding", "dilation", "ceil_mode", "count_include_pad", "layout",
                "out_layout")
LAYOUTS = {1: "NCW", 2: "NCHW"}


def _check_input(name: str, x: TensorType, nd: int, attrs) -> None:
    require_dtypes(name, x, FLOAT_DTYPES)
    if x.shape is None or x.ndim != nd + 2:
        fail(name, f"expected a rank-{nd + 2} {LAYOUTS[nd]} tensor, got {x}")
    for key in ("layout", "out_layout"):
        if attrs[key] != LAYOUTS[nd]:
            fail(name, f"only {key} {LAYOUTS[nd]} is modelled, got {attrs[key]!r}")


def _ints(name: str, attrs, key: str, length: int, low: int) -> tuple[int, ...]:
    value = attrs[key]
    if (not isinstance(value, tuple) or len(value) != length
            or not all(isinstance(v, int) and not isinstance(v, bool) and v >= low for v in value)):
        fail(name, f"{key} must be a tuple of {length} ints >= {low}, got {value!r}")
    return value


def _out_extent(n: int, k: int, s: int, d: int, before: int, after: int, ceil_mode: bool) -> int:
    """Relax's output extent; in ceil mode a last window starting past the data and its front padding drops."""
    numerator = n + before + after - d * (k - 1) - 1 + (s - 1 if ceil_mode else 0)
    out = numerator // s + 1
    if ceil_mode and (out - 1) * s >= n + before:
        out -= 1
    return out


def _positions(o: int, k: int, s: int, d: int, before: int) -> list[int]:
    """Data coordinates the window of output ``o`` covers (negative or past the end: padding)."""
    return [o * s - before + j * d for j in range(k)]


def _covers_data(n: int, k: int, s: int, d: int, before: int, out: int) -> bool:
    return all(any(0 <= p < n for p in _positions(o, k, s, d, before)) for o in range(out))


def pool(name: str, kind: str, nd: int) -> OpSpec:
    def window(attrs):
        ks = _ints(name, attrs, "pool_size", nd, 1)
        ss = _ints(name, attrs, "strides", nd, 1)
        ds = _ints(name, attrs, "dilation", nd, 1)
        pads = _ints(name, attrs, "padding", 2 * nd, 0)
        for key in ("ceil_mode", "count_include_pad"):
            if not isinstance(attrs[key], bool):
                fail(name, f"{key} must be a bool, got {attrs[key]!r}")
        return [(ks[i], ss[i], ds[i], pads[i], pads[nd + i]) for i in range(nd)]

    def infer(args, attrs):
        (x,) = args
        _check_input(name, x, nd, attrs)
        spatial = []
        for n, (k, s, d, before, after) in zip(x.shape[2:], window(attrs)):
            if not isinstance(n, int):
                fail(name, f"symbolic spatial extent {n} would need an output size expression")
            out = _out_extent(n, k, s, d, before, after, attrs["ceil_mode"])
            if out < 1:
                fail(name, f"a window of {k} (dilation {d}) does not fit extent {n} padded by ({before}, {after})")
            spatial.append(out)
        return TensorType(x.shape[:2] + tuple(spatial), x.dtype)

    def dim_window(s: Sampler, ceil_mode: bool, target: int | None):
        """Window attributes and an input extent for one spatial dim (output ``target`` if given)."""
        for _ in range(100):
            k, st = s.integer(1, 3), s.integer(1, 3)
            d = s.integer(1, 2) if s.coin(0.3) else 1
            before, after = (s.integer(0, k - 1), s.integer(0, k - 1)) if s.coin(0.6) else (0, 0)
            extents = range(1, 7) if target is None else range(1, (target + 2) * st + (k - 1) * d + 1)
            for n in ([s.choice(extents)] if target is None else s.rng.permutation(extents).tolist()):
                out = _out_extent(n, k, st, d, before, after, ceil_mode)
                if (out == target or target is None and out >= 1) and _covers_data(n, k, st, d, before, out):
                    return n, (k, st, d, before, after)
        return (target or 1), (1, 1, 1, 0, 0)

    def instance(s: Sampler, lead: tuple, targets, dtype: str) -> Instance:
        ceil_mode = s.coin()
        dims = [dim_window(s, ceil_mode, t) for t in targets]
        per = list(zip(*(w for _, w in dims)))  # pool_size, strides, dilation, before, after
        attrs = {"pool_size": per[0], "strides": per[1], "padding": per[3] + per[4], "dilation": per[2],
                 "ceil_mode": ceil_mode, "count_include_pad": s.coin(), "layout": LAYOUTS[nd],
                 "out_layout": LAYOUTS[nd]}
        return Instance((TensorType(lead + tuple(n for n, _ in dims), dtype),), attrs)

    def recognize(t):
        return (isinstance(t, TensorType) and t.shape is not None and t.ndim == nd + 2
                and t.dtype in FLOAT_DTYPES and all(isinstance(d, int) and d >= 1 for d in t.shape[2:]))

    def solve(t, s: Sampler):
        return instance(s, t.shape[:2], t.shape[2:], t.dtype) if recognize(t) else None

    def sample(s: Sampler):
        return instance(s, s.shape(2, symbolic=True), [None] * nd, s.dtype(FLOAT_DTYPES))

    def reference(arrays, attrs):
        (x,) = arrays
        win = window(attrs)
        outs = [_out_extent(n, *w, attrs["ceil_mode"]) for n, w in zip(x.shape[2:], win)]
        data = x.astype(np.float64)
        result = np.empty(x.shape[:2] + tuple(outs))
        for o in itertools.product(*map(range, outs)):
            covered = [_positions(oi, k, s, d, before) for oi, (k, s, d, before, _) in zip(o, win)]
            inside = [[p for p in ps if 0 <= p < n] for ps, n in zip(covered, x.shape[2:])]
            values = data[(slice(None), slice(None)) + np.ix_(*inside)].reshape(x.shape[:2] + (-1,))
            if kind == "max":
                result[(...,) + o] = values.max(axis=-1, initial=-np.inf)
            else:
                if attrs["count_include_pad"]:
                    count = math.prod(sum(-w[3] <= p < n + w[4] for p in ps)
                                      for ps, n, w in zip(covered, x.shape[2:], win))
                else:
                    count = values.shape[-1]
                result[(...,) + o] = values.sum(axis=-1) / count
        return result.astype(x.dtype)

    return OpSpec(
        name=name, family="pool", relax=RelaxOp(name), infer=infer, reference=reference, sample=sample,
        solve=solve, recognize=recognize, attrs=WINDOW_ATTRS,
    )


def _adaptive_windows(n: int, out: int) -> list[tuple[int, int]]:
    return [((i * n) // out, -((-(i + 1) * n) // out)) for i in range(out)]


def adaptive_avg_pool(name: str, nd: int) -> OpSpec:
    attr_names = ("output_size", "layout", "out_layout")

    def infer(args, attrs):
        (x,) = args
        _check_input(name, x, nd, attrs)
        if attrs["output_size"] is None:
            return x
        size = _ints(name, attrs, "output_size", nd, 1)
        return TensorType(x.shape[:2] + size, x.dtype)

    def recognize(t):
        return isinstance(t, TensorType) and t.shape is not None and t.ndim == nd + 2 and t.dtype in FLOAT_DTYPES

    def make(x: TensorType, output_size) -> Instance:
        return Instance((x,), {"output_size": output_size, "layout": LAYOUTS[nd], "out_layout": LAYOUTS[nd]})

    def solve(t, s: Sampler):
        if not recognize(t):
            return None
        spatial = t.shape[2:]
        if s.coin(0.3) or not all(isinstance(d, int) and d >= 1 for d in spatial):
            return make(t, None)  # the identity size passes symbolic extents through
        return make(t.with_shape(t.shape[:2] + s.shape(nd, symbolic=True)), spatial)

    def sample(s: Sampler):
        x = s.tensor(FLOAT_DTYPES, rank=nd + 2, symbolic=True)
        return make(x, None if s.coin(0.25) else tuple(s.integer(1, 6) for _ in range(nd)))

    def reference(arrays, attrs):
        (x,) = arrays
        outs = attrs["output_size"] or x.shape[2:]
        windows = [_adaptive_windows(n, out) for n, out in zip(x.shape[2:], outs)]
        data = x.astype(np.float64)
        result = np.empty(x.shape[:2] + tuple(outs))
        for o in itertools.product(*map(range, outs)):
            region = tuple(slice(*windows[i][oi]) for i, oi in enumerate(o))
            result[(...,) + o] = data[(slice(None), slice(None)) + region].mean(axis=tuple(range(2, 2 + nd)))
        return result.astype(x.dtype)

    return OpSpec(
        name=name, family="pool", relax=RelaxOp(name), infer=infer, reference=reference, sample=sample,
        solve=solve, recognize=recognize, attrs=attr_names,
    )


register(
    pool("nn.max_pool1d", "max", 1),
    pool("nn.max_pool2d", "max", 2),
    pool("nn.avg_pool1d", "avg", 1),
    pool("nn.avg_pool2d", "avg", 2),
    adaptive_avg_pool("nn.adaptive_avg_pool1d", 1),
    adaptive_avg_pool("nn.adaptive_avg_pool2d", 2),
)
