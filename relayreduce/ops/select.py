"""Selection and conversion: where, clip, astype, take, and the scans cumsum/cumprod.

Values that TVM's cast semantics leave undefined stay out of samples: a negative float cast to uint8 (LLVM's
fptoui is poison there), and take's out-of-range indices (mode "fast" reads out of bounds). Domains are per
argument and static, so take's samples keep the indexed axis at least ``TAKE_MIN_EXTENT`` long and draw
indices below that.
"""

from __future__ import annotations

import numpy as np

from ..ir.types import ALL_DTYPES, INT_DTYPES, UINT_DTYPES, TensorType, is_float
from . import register
from .binary import broadcast_operand, broadcast_shapes
from .spec import Domain, Instance, OpSpec, RelaxOp, Sampler, fail, normalize_axis, require_dtypes

INDEX_DTYPES = INT_DTYPES + UINT_DTYPES
TAKE_MODES = ("fast", "nan", "wrap", "clip")
TAKE_MIN_EXTENT = 3


def _shaped(t) -> bool:
    return isinstance(t, TensorType) and t.shape is not None


def _require_shape(name: str, *tensors: TensorType) -> None:
    if any(t.shape is None for t in tensors):
        fail(name, "operand rank is unknown")


def _castable(src: str, dst: str) -> bool:
    """Whether sampled values of ``src`` convert to ``dst`` with defined results (see the module doc)."""
    return not (is_float(src) and dst in UINT_DTYPES)


def _axis_attr(name: str, axis, ndim: int, allow_none: bool = True):
    """A normalized axis, or None; rejects bools and rank-0 tensors (NumPy has no axis 0 there)."""
    if axis is None and allow_none:
        return None
    if not isinstance(axis, int) or isinstance(axis, bool):
        fail(name, f"axis must be {'None or ' if allow_none else ''}an int, got {axis!r}")
    if ndim == 0:
        fail(name, f"axis {axis} is out of range for a tensor of rank 0")
    return normalize_axis(name, axis, ndim)


def _signed(s: Sampler, position: int, ndim: int) -> int:
    return position - ndim if s.coin() else position


# --------------------------------------------------------------------------------------------------
# where


def _where_infer(args, attrs):
    cond, x, y = args
    _require_shape("where", cond, x, y)
    if cond.dtype != "bool":
        fail("where", f"condition must be bool, got {cond.dtype}")
    if x.dtype != y.dtype:
        fail("where", f"branch dtypes differ: {x.dtype} vs {y.dtype}")
    return TensorType(broadcast_shapes("where", broadcast_shapes("where", cond.shape, x.shape), y.shape), x.dtype)


def _where_instance(s: Sampler, shape: tuple, dtype: str) -> Instance:
    """One operand (at random) carries the full shape, so the broadcast is exactly ``shape``."""
    shapes = [shape if i == 0 else broadcast_operand(s, shape) for i in range(3)]
    shapes = [shapes[i] for i in s.rng.permutation(3)]
    return Instance(tuple(TensorType(sh, d) for sh, d in zip(shapes, ("bool", dtype, dtype))))


where = OpSpec(
    name="where", family="select", relax=RelaxOp("where"), infer=_where_infer,
    reference=lambda arrays, attrs: np.where(*arrays), arity=3,
    sample=lambda s: _where_instance(s, s.shape(symbolic=True), s.dtype(ALL_DTYPES)),
    solve=lambda t, s: _where_instance(s, t.shape, t.dtype) if _shaped(t) else None,
    recognize=_shaped,
)


# --------------------------------------------------------------------------------------------------
# clip: Relax takes the bounds as float64 call arguments, so they are stored as floats.


def _bound_range(dtype: str) -> tuple[float, float]:
    """Bounds TVM can make constants of in ``dtype`` (it refuses e.g. a negative uint8)."""
    if is_float(dtype):
        return -np.inf, np.inf
    if dtype == "bool":
        return 0.0, 1.0
    info = np.iinfo(dtype)
    return float(info.min), float(info.max)


def _clip_infer(args, attrs):
    (x,) = args
    _require_shape("clip", x)
    lo, hi = attrs["min"], attrs["max"]
    for bound in (lo, hi):
        if not isinstance(bound, (int, float)) or isinstance(bound, bool):
            fail("clip", f"bounds must be numbers, got {bound!r}")
    if lo > hi:
        fail("clip", f"min {lo} exceeds max {hi}")
    low, high = _bound_range(x.dtype)
    if not (low <= lo and hi <= high):
        fail("clip", f"bounds [{lo}, {hi}] are out of range for {x.dtype}")
    return x


def _clip_attrs(s: Sampler, dtype: str) -> dict:
    low, high = _bound_range(dtype)
    # Multiples of 0.5 are exact in float16; int dtypes see fractional bounds truncated, as TVM casts them.
    bounds = sorted(min(max(s.integer(-8, 8) / 2, low), high) for _ in range(2))
    return {"min": float(bounds[0]), "max": float(bounds[1])}


def _clip_solve(t, s: Sampler):
    return Instance((t,), _clip_attrs(s, t.dtype)) if _shaped(t) else None


def _clip_sample(s: Sampler):
    x = s.tensor(ALL_DTYPES, symbolic=True)
    return Instance((x,), _clip_attrs(s, x.dtype))


def _clip_reference(arrays, attrs):
    (x,) = arrays
    return np.clip(x.astype(np.float64), attrs["min"], attrs["max"]).astype(x.dtype)


clip = OpSpec(
    name="clip", family="select", relax=RelaxOp("clip", positional=("min", "max")), infer=_clip_infer,
    reference=_clip_reference, sample=_clip_sample, solve=_clip_solve, recognize=_shaped, attrs=("min", "max"),
)


# --------------------------------------------------------------------------------------------------
# astype


def _astype_infer(args, attrs):
    (x,) = args
    _require_shape("astype", x)
    if attrs["dtype"] not in ALL_DTYPES:
        fail("astype", f"unsupported target dtype {attrs['dtype']!r}")
    return x.with_dtype(attrs["dtype"])


def _astype_solve(t, s: Sampler):
    if not _shaped(t):
        return None
    return Instance((TensorType(t.shape, s.dtype([d for d in ALL_DTYPES if _castable(d, t.dtype)])),),
                    {"dtype": t.dtype})


def _astype_sample(s: Sampler):
    x = s.tensor(ALL_DTYPES, symbolic=True)
    return Instance((x,), {"dtype": s.dtype([d for d in ALL_DTYPES if _castable(x.dtype, d)])})


astype = OpSpec(
    name="astype", family="select", relax=RelaxOp("astype"), infer=_astype_infer,
    # NumPy's astype truncates floats toward zero and maps x != 0 to True, as TVM's casts do.
    reference=lambda arrays, attrs: arrays[0].astype(attrs["dtype"]),
    sample=_astype_sample, solve=_astype_solve, recognize=_shaped, attrs=("dtype",),
)


# --------------------------------------------------------------------------------------------------
# take


def _take_infer(args, attrs):
    data, indices = args
    _require_shape("take", data, indices)
    require_dtypes("take", indices, INDEX_DTYPES)
    if attrs["mode"] not in TAKE_MODES:
        fail("take", f"mode must be one of {', '.join(TAKE_MODES)}, got {attrs['mode']!r}")
    if data.ndim == 0:
        fail("take", "data must have rank at least 1")
    axis = _axis_attr("take", attrs["axis"], data.ndim)
    if axis is None:
        if data.ndim != 1:
            fail("take", f"axis None needs 1-dimensional data, got rank {data.ndim}")
        axis = 0
    return TensorType(data.shape[:axis] + indices.shape + data.shape[axis + 1:], data.dtype)


def _take_instance(s: Sampler, before: tuple, indices: tuple, after: tuple, dtype: str) -> Instance:
    data = before + (s.integer(TAKE_MIN_EXTENT, max(TAKE_MIN_EXTENT, s.max_extent)),) + after
    position = len(before)
    axis = None if len(data) == 1 and s.coin() else _signed(s, position, len(data))
    return Instance((TensorType(data, dtype), TensorType(indices, s.dtype(INDEX_DTYPES))),
                    {"axis": axis, "mode": s.choice(TAKE_MODES)})


def _take_solve(t, s: Sampler):
    if not _shaped(t):
        return None
    rank = s.integer(0, min(2, t.ndim))
    position = s.integer(0, t.ndim - rank)
    return _take_instance(s, t.shape[:position], t.shape[position:position + rank], t.shape[position + rank:],
                          t.dtype)


def _take_sample(s: Sampler):
    data = s.shape(min_rank=1, symbolic=True)
    position = s.integer(0, len(data) - 1)
    indices = s.shape(s.integer(0, 2), symbolic=True)
    return _take_instance(s, data[:position], indices, data[position + 1:], s.dtype(ALL_DTYPES))


def _take_reference(arrays, attrs):
    data, indices = arrays
    # In-range indices (see the domain) make every mode agree with NumPy's take.
    mode = attrs["mode"] if attrs["mode"] in ("wrap", "clip") else "raise"
    return np.take(data, indices.astype(np.int64), axis=attrs["axis"], mode=mode)


take = OpSpec(
    name="take", family="select", relax=RelaxOp("take"), infer=_take_infer, reference=_take_reference,
    sample=_take_sample, solve=_take_solve, recognize=_shaped, attrs=("axis", "mode"), arity=2,
    domains=(Domain(), Domain(0, TAKE_MIN_EXTENT - 1)),
)


# --------------------------------------------------------------------------------------------------
# cumsum / cumprod


def scan(name: str, ufunc, identity: int, domain: Domain) -> OpSpec:
    def infer(args, attrs):
        (x,) = args
        _require_shape(name, x)
        dtype = attrs["dtype"]
        if dtype is not None and dtype not in ALL_DTYPES:
            fail(name, f"unsupported dtype {dtype!r}")
        if not isinstance(attrs["exclusive"], bool):
            fail(name, f"exclusive must be a bool, got {attrs['exclusive']!r}")
        axis = _axis_attr(name, attrs["axis"], x.ndim)
        shape = x.shape
        if axis is None:
            if not x.is_static:
                fail(name, f"flattening symbolic shape {x.shape} would need a size expression")
            shape = (int(np.prod(x.shape, dtype=np.int64)),)
        return TensorType(shape, dtype or x.dtype)

    def make(s: Sampler, shape: tuple, out_dtype: str, flatten: bool) -> Instance:
        src = s.dtype([d for d in ALL_DTYPES if _castable(d, out_dtype)])
        keep = src == out_dtype and s.coin()  # dtype None means "the input's"
        axis = None if flatten else _signed(s, s.integer(0, len(shape) - 1), len(shape))
        return Instance((TensorType(shape, src),),
                        {"axis": axis, "dtype": None if keep else out_dtype, "exclusive": s.coin()})

    def solve(t, s: Sampler):
        if not _shaped(t):
            return None
        if t.ndim == 1 and isinstance(t.shape[0], int) and t.shape[0] > 0 and s.coin(0.4):
            n = t.shape[0]  # the flattening of a static shape with n elements: (n,), (a, n / a), or () for 1
            a = s.choice([d for d in range(1, n + 1) if n % d == 0])
            return make(s, s.choice([(n,), (a, n // a)] + [()] * (n == 1)), t.dtype, True)
        return make(s, t.shape, t.dtype, False)

    def recognize(t):
        return _shaped(t) and t.ndim >= 1

    def sample(s: Sampler):
        flatten = s.coin(0.25)
        shape = s.shape(min_rank=0 if flatten else 1, symbolic=not flatten)
        return make(s, shape, s.dtype(ALL_DTYPES), flatten)

    def reference(arrays, attrs):
        (x,) = arrays
        dtype = np.dtype(attrs["dtype"] or x.dtype)
        axis = attrs["axis"]
        y = x.astype(dtype)
        if axis is None:
            y, axis = y.reshape(-1), 0
        # Accumulating in ``dtype`` wraps integers and rounds float16 at every step, as TVM's scan does.
        out = ufunc.accumulate(y, axis=axis, dtype=dtype)
        if attrs["exclusive"]:
            head = np.full_like(np.take(out, [0], axis=axis), identity)
            out = np.concatenate([head, np.take(out, np.arange(out.shape[axis] - 1), axis=axis)], axis=axis)
        return out

    return OpSpec(
        name=name, family="select", relax=RelaxOp(name), infer=infer, reference=reference, sample=sample,
        solve=solve, recognize=recognize, attrs=("axis", "dtype", "exclusive"), domains=domain,
    )


register(
    where,
    clip,
    astype,
    take,
    scan("cumsum", np.add, 0, Domain()),
    # |x| <= 1.2 keeps long products bounded; integers draw from {-1, 0, 1} so nothing overflows.
    scan("cumprod", np.multiply, 1, Domain(-1.2, 1.2)),
)
