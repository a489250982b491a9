"""Data-movement ops that change shapes: reshape, transposes, axis insertion/removal, concat/split, slicing,
broadcasting and repetition.

Symbolic dims pass through wherever TVM keeps them unchanged. Where TVM would have to compute an expression
from one (concat along it, tile/repeat by more than 1, slicing it), our relations refuse it, and samplers and
solvers keep such axes static.
"""

from __future__ import annotations

import math
from collections import Counter

import numpy as np

from ..ir.types import ALL_DTYPES, TensorType, TupleType
from . import register
from .spec import Instance, OpSpec, RelaxOp, Sampler, fail, normalize_axis

# --------------------------------------------------------------------------------------------------
# Shared helpers


def _shape(op: str, x: TensorType) -> tuple:
    if x.shape is None:
        fail(op, "input rank is unknown")
    return x.shape


def _axes(op: str, axes, ndim: int) -> list[int]:
    """Normalized, distinct axes."""
    norm = [normalize_axis(op, a, ndim) for a in axes]
    if len(set(norm)) != len(norm):
        fail(op, f"repeated axis in {tuple(axes)}")
    return norm


def _static(op: str, dim, what: str) -> int:
    if not isinstance(dim, int):
        fail(op, f"{what} is symbolic ({dim}); TVM would compute an expression from it")
    return dim


def _maybe_negative(s: Sampler, axis: int, ndim: int) -> int:
    return axis - ndim if s.coin(0.3) else axis


def _static_axes(shape) -> list[int]:
    return [i for i, d in enumerate(shape) if isinstance(d, int)]


def _plain_dims(shape) -> bool:
    """Every dim is an int or a bare symbol, so a parameter of this shape binds its symbols."""
    return all(isinstance(d, int) or d.isidentifier() for d in shape)


def _factors(n: int) -> list[int]:
    out, p = [], 2
    while p * p <= n:
        while n % p == 0:
            out.append(p)
            n //= p
        p += 1
    return out + ([n] if n > 1 else [])


def _regroup(s: Sampler, static: int, symbols: list, max_rank: int = 4, min_rank: int = 0) -> tuple:
    """A random shape with this static element count and these symbolic dims (each its own dim)."""
    low = max(len(symbols), min_rank)
    rank = s.integer(low, max(low, max_rank))
    if static != 1 and rank == len(symbols):
        rank += 1
    slots = rank - len(symbols)
    static_dims = [1] * slots
    for f in ([static] if static == 0 else _factors(static)):
        static_dims[s.integer(0, slots - 1)] *= f
    dims = static_dims + list(symbols)
    s.rng.shuffle(dims)
    return tuple(int(d) if not isinstance(d, str) else d for d in dims)


def _sample_input(s: Sampler, min_rank: int = 0, symbolic: bool = True) -> TensorType:
    return s.tensor(ALL_DTYPES, min_rank=min_rank, symbolic=symbolic)


def _with_static_axis(s: Sampler, min_rank: int = 1) -> tuple[TensorType, list[int]]:
    """A sampled tensor with at least one static axis, and its static axes."""
    x = _sample_input(s, min_rank)
    if not _static_axes(x.shape):
        x = _sample_input(s, min_rank, symbolic=False)
    return x, _static_axes(x.shape)


def shape_op(name: str, infer, sample, solve, reference, attrs=(), positional=(), arity=1, pack=False) -> OpSpec:
    """One entry. Solvers decide feasibility deterministically (random choices only pick among solutions),
    so ``recognize`` is exactly "solve succeeds"."""

    def recognize(t):
        return solve(t, Sampler.seeded(0)) is not None

    return OpSpec(name=name, family="shape", relax=RelaxOp(name, pack_tensors=pack, positional=positional),
                  infer=infer, reference=reference, sample=sample, solve=solve, recognize=recognize,
                  attrs=attrs, arity=arity)


def _tensor_target(t) -> TensorType | None:
    return t if isinstance(t, TensorType) and t.shape is not None and _plain_dims(t.shape) else None


# --------------------------------------------------------------------------------------------------
# reshape / flatten


def _count(shape) -> tuple[int, Counter]:
    static = math.prod(d for d in shape if isinstance(d, int))
    return static, Counter(d for d in shape if isinstance(d, str))


def _reshape_infer(args, attrs):
    (x,) = args
    shape = tuple(attrs["shape"])
    for d in shape:
        if isinstance(d, int) and d < 0:
            fail("reshape", f"target shape {shape} must be fully resolved (TVM stores -1 resolved)")
        if isinstance(d, str) and not d.isidentifier():
            fail("reshape", f"target dim {d!r} must be an int or a symbol")
    # The reference resolves a symbolic target dim as -1, so at most one may appear.
    if sum(isinstance(d, str) for d in shape) > 1:
        fail("reshape", "at most one symbolic dim in the target shape is modelled")
    if _count(_shape("reshape", x)) != _count(shape):
        fail("reshape", f"cannot reshape {x} to {shape}: element counts are not provably equal")
    return TensorType(shape, x.dtype)


def _reshape_sample(s: Sampler):
    x = _sample_input(s)
    static, symbols = _count(x.shape)
    symbols = list(symbols.elements())
    if len(symbols) > 1:
        x = TensorType(tuple(d if isinstance(d, int) else s.integer(1, 4) for d in x.shape), x.dtype)
        static, symbols = _count(x.shape)[0], []
    return Instance((x,), {"shape": _regroup(s, static, symbols)})


def _reshape_solve(t, s: Sampler):
    t = _tensor_target(t)
    if t is None or sum(isinstance(d, str) for d in t.shape) > 1:
        return None
    static, symbols = _count(t.shape)
    return Instance((TensorType(_regroup(s, static, list(symbols.elements())), t.dtype),), {"shape": t.shape})


def _reshape_ref(arrays, attrs):
    (x,) = arrays
    return x.reshape([d if isinstance(d, int) else -1 for d in attrs["shape"]])


def _flatten_infer(args, attrs):
    (x,) = args
    shape = _shape("flatten", x)
    if len(shape) == 1:
        return x
    return TensorType((math.prod(_static("flatten", d, "a flattened dim") for d in shape),), x.dtype)


def _flatten_solve(t, s: Sampler):
    t = _tensor_target(t)
    if t is None or len(t.shape) != 1:
        return None
    (d,) = t.shape
    shape = t.shape if isinstance(d, str) or s.coin(0.2) else _regroup(s, d, [])
    return Instance((TensorType(shape, t.dtype),))


def _flatten_sample(s: Sampler):
    x = _sample_input(s, symbolic=False)
    if s.coin(0.2):
        x = TensorType((s.dim(symbolic=True),), x.dtype)
    return Instance((x,))


# --------------------------------------------------------------------------------------------------
# permute_dims / expand_dims / squeeze / flip


def _permute_infer(args, attrs):
    (x,) = args
    shape = _shape("permute_dims", x)
    axes = attrs["axes"]
    if axes is None:
        return TensorType(shape[::-1], x.dtype)
    if len(axes) != len(shape):
        fail("permute_dims", f"axes {tuple(axes)} do not match rank {len(shape)}")
    return TensorType(tuple(shape[a] for a in _axes("permute_dims", axes, len(shape))), x.dtype)


def _permute_attrs(s: Sampler, ndim: int) -> dict:
    if s.coin(0.2):
        return {"axes": None}
    perm = [int(a) for a in s.rng.permutation(ndim)]
    return {"axes": tuple(_maybe_negative(s, a, ndim) for a in perm)}


def _permute_sample(s: Sampler):
    x = _sample_input(s)
    return Instance((x,), _permute_attrs(s, x.ndim))


def _permute_solve(t, s: Sampler):
    t = _tensor_target(t)
    if t is None:
        return None
    attrs = _permute_attrs(s, t.ndim)
    perm = list(range(t.ndim))[::-1] if attrs["axes"] is None else [a % t.ndim for a in attrs["axes"]]
    shape = [None] * t.ndim
    for out_pos, in_axis in enumerate(perm):
        shape[in_axis] = t.shape[out_pos]
    return Instance((TensorType(tuple(shape), t.dtype),), attrs)


def _expand_infer(args, attrs):
    (x,) = args
    shape = _shape("expand_dims", x)
    if not attrs["axis"]:
        fail("expand_dims", "axis must name at least one axis")
    out_rank = len(shape) + len(attrs["axis"])
    new = set(_axes("expand_dims", attrs["axis"], out_rank))
    rest = iter(shape)
    return TensorType(tuple(1 if i in new else next(rest) for i in range(out_rank)), x.dtype)


def _expand_sample(s: Sampler):
    x = _sample_input(s, symbolic=True)
    out_rank = x.ndim + s.integer(1, 2)
    axes = [int(a) for a in s.rng.choice(out_rank, out_rank - x.ndim, replace=False)]
    return Instance((x,), {"axis": tuple(_maybe_negative(s, a, out_rank) for a in axes)})


def _expand_solve(t, s: Sampler):
    t = _tensor_target(t)
    ones = [i for i, d in enumerate(t.shape) if d == 1] if t is not None else []
    if not ones:
        return None
    chosen = [int(a) for a in s.rng.choice(ones, s.integer(1, min(2, len(ones))), replace=False)]
    shape = tuple(d for i, d in enumerate(t.shape) if i not in chosen)
    return Instance((TensorType(shape, t.dtype),), {"axis": tuple(_maybe_negative(s, a, t.ndim) for a in chosen)})


def _squeeze_infer(args, attrs):
    (x,) = args
    shape = _shape("squeeze", x)
    if attrs["axis"] is None:
        if not all(isinstance(d, int) for d in shape):
            fail("squeeze", f"axis=None on {shape}: TVM cannot tell which symbolic dims are 1 (unknown rank)")
        return TensorType(tuple(d for d in shape if d != 1), x.dtype)
    axes = _axes("squeeze", attrs["axis"], len(shape))
    for a in axes:
        if _static("squeeze", shape[a], f"squeezed axis {a}") != 1:
            fail("squeeze", f"axis {a} has extent {shape[a]}, not 1")
    return TensorType(tuple(d for i, d in enumerate(shape) if i not in axes), x.dtype)


def _squeeze_instance(s: Sampler, shape: tuple, dtype: str, allow_none: bool) -> Instance:
    """Insert 1..2 unit dims into ``shape`` and squeeze them (or all unit dims, with axis=None)."""
    shape = list(shape)
    rank = len(shape) + s.integer(1, 2)
    new = sorted(int(a) for a in s.rng.choice(rank, rank - len(shape), replace=False))
    for a in new:
        shape.insert(a, 1)
    if allow_none and s.coin(0.3):
        return Instance((TensorType(tuple(shape), dtype),), {"axis": None})
    return Instance((TensorType(tuple(shape), dtype),), {"axis": tuple(_maybe_negative(s, a, rank) for a in new)})


def _squeeze_sample(s: Sampler):
    x = _sample_input(s, symbolic=True)
    return _squeeze_instance(s, x.shape, x.dtype, x.is_static and 1 not in x.shape)


def _squeeze_solve(t, s: Sampler):
    t = _tensor_target(t)
    if t is None:
        return None
    return _squeeze_instance(s, t.shape, t.dtype, t.is_static and 1 not in t.shape)


def _flip_infer(args, attrs):
    (x,) = args
    normalize_axis("flip", attrs["axis"], len(_shape("flip", x)))
    if x.ndim == 0:
        fail("flip", "cannot flip a scalar")
    return x


def _flip_solve(t, s: Sampler):
    t = _tensor_target(t)
    if t is None or t.ndim == 0:
        return None
    return Instance((t,), {"axis": _maybe_negative(s, s.integer(0, t.ndim - 1), t.ndim)})


# --------------------------------------------------------------------------------------------------
# concat / split


def _concat_infer(args, attrs):
    if not args:
        fail("concat", "needs at least one tensor")
    shapes = [_shape("concat", x) for x in args]
    if len({x.dtype for x in args}) > 1:
        fail("concat", f"dtypes differ: {', '.join(x.dtype for x in args)}")
    if len({len(sh) for sh in shapes}) > 1 or not shapes[0]:
        fail("concat", f"needs tensors of one rank >= 1, got shapes {shapes}")
    axis = normalize_axis("concat", attrs["axis"], len(shapes[0]))
    rest = {sh[:axis] + sh[axis + 1:] for sh in shapes}
    if len(rest) > 1:
        fail("concat", f"shapes {shapes} differ outside axis {axis}")
    extent = sum(_static("concat", sh[axis], "the concatenated axis") for sh in shapes)
    return TensorType(shapes[0][:axis] + (extent,) + shapes[0][axis + 1:], args[0].dtype)


def _pieces(s: Sampler, total: int, count: int) -> list[int]:
    """``count`` extents >= 1 summing to ``total`` (fewer if total is smaller)."""
    count = max(1, min(count, total))
    cuts = sorted(int(c) for c in s.rng.choice(range(1, total), count - 1, replace=False)) if total > 1 else []
    bounds = [0] + cuts + [total]
    return [b - a for a, b in zip(bounds, bounds[1:])]


def _concat_instance(s: Sampler, t: TensorType, axis: int) -> Instance:
    parts = _pieces(s, t.shape[axis], s.integer(1, 3))
    args = tuple(TensorType(t.shape[:axis] + (p,) + t.shape[axis + 1:], t.dtype) for p in parts)
    return Instance(args, {"axis": _maybe_negative(s, axis, t.ndim)})


def _concat_sample(s: Sampler):
    x, static = _with_static_axis(s)
    return _concat_instance(s, x, s.choice(static))


def _concat_solve(t, s: Sampler):
    t = _tensor_target(t)
    static = _static_axes(t.shape) if t is not None else []
    return _concat_instance(s, t, s.choice(static)) if static else None


def _split_extents(op: str, extent: int, spec) -> list[int]:
    if isinstance(spec, int):
        if spec < 1:
            fail(op, f"sections must be >= 1, got {spec}")
        size = -(-extent // spec)  # TVM's sections are ceil-sized; the tail may be short or empty
        return [max(0, min(size, extent - i * size)) for i in range(spec)]
    if any(i < 0 for i in spec):
        fail(op, f"indices {tuple(spec)} must be non-negative")
    # Pieces are NumPy's x[lo:hi] between consecutive indices, so indices past the extent give empty pieces.
    bounds = [0] + list(spec) + [extent]
    return [max(0, min(b, extent) - min(a, extent)) for a, b in zip(bounds, bounds[1:])]


def _split_infer(args, attrs):
    (x,) = args
    shape = _shape("split", x)
    axis = normalize_axis("split", attrs["axis"], len(shape))
    spec = attrs["indices_or_sections"]
    if spec in (1, ()):
        return x  # TVM: a single piece is the tensor itself, not a 1-tuple
    extents = _split_extents("split", _static("split", shape[axis], "the split axis"), spec)
    return TupleType(tuple(TensorType(shape[:axis] + (e,) + shape[axis + 1:], x.dtype) for e in extents))


def _split_sample(s: Sampler):
    x, static = _with_static_axis(s)
    axis = s.choice(static)
    extent = x.shape[axis]
    if s.coin():
        spec = s.integer(2, extent + 1)
    else:
        # Indices past the extent are legal (the pieces clamp, as in NumPy).
        spec = tuple(sorted(int(i) for i in s.rng.choice(extent + 2, s.integer(1, 3), replace=False)))
    return Instance((x,), {"indices_or_sections": spec, "axis": _maybe_negative(s, axis, x.ndim)})


def _split_solve(t, s: Sampler):
    """A tuple of >= 2 tensors that agree except along at most one static axis."""
    if not isinstance(t, TupleType) or len(t.fields) < 2:
        return None
    fields = [_tensor_target(f) for f in t.fields]
    if any(f is None for f in fields) or len({(f.dtype, f.ndim) for f in fields}) > 1 or fields[0].ndim == 0:
        return None
    differ = [i for i in range(fields[0].ndim) if len({f.shape[i] for f in fields}) > 1]
    candidates = differ if differ else _static_axes(fields[0].shape)
    if len(differ) > 1 or not candidates or not all(isinstance(f.shape[candidates[0]], int) for f in fields):
        return None
    axis = candidates[0] if differ else s.choice(candidates)
    extents = [f.shape[axis] for f in fields]
    shape = fields[0].shape[:axis] + (sum(extents),) + fields[0].shape[axis + 1:]
    # Sections only where TVM sizes them like us (no negative tail). Indices that are not strictly increasing
    # from above 0 (empty leading/middle pieces) type correctly but hit a known TVM lowering bug: last resort.
    size, k = -(-sum(extents) // len(extents)), len(extents)
    fits_sections = extents == _split_extents("split", sum(extents), k) and (k - 1) * size <= sum(extents)
    indices = tuple(int(i) for i in np.cumsum(extents)[:-1])
    increasing = all(b > a for a, b in zip((0,) + indices, indices))
    spec = k if fits_sections and (s.coin() or not increasing) else indices
    return Instance((TensorType(shape, fields[0].dtype),), {"indices_or_sections": spec,
                                                            "axis": _maybe_negative(s, axis, len(shape))})


def _split_ref(arrays, attrs):
    (x,) = arrays
    spec = attrs["indices_or_sections"]
    if spec in (1, ()):
        return x
    if isinstance(spec, int):
        size = -(-x.shape[attrs["axis"]] // spec)
        spec = [size * i for i in range(1, spec)]
    return tuple(np.split(x, list(spec), axis=attrs["axis"]))


# --------------------------------------------------------------------------------------------------
# strided_slice


def _slice_extent(op: str, extent: int, begin: int, end: int, stride: int, inbound: bool) -> int:
    if stride == 0:
        fail(op, "strides must be non-zero")
    if inbound and not (0 <= begin < extent and 0 <= end <= extent):
        fail(op, f"assume_inbound needs 0 <= begin < {extent} and 0 <= end <= {extent}, got {begin}, {end}")
    return len(range(*slice(begin, end, stride).indices(extent)))


def _slice_infer(args, attrs):
    (x,) = args
    shape = list(_shape("strided_slice", x))
    axes, begin, end, strides = (tuple(attrs[k]) for k in ("axes", "begin", "end", "strides"))
    if not len(axes) == len(begin) == len(end) == len(strides):
        fail("strided_slice", "axes, begin, end and strides must have one entry per sliced axis")
    for a, b, e, st in zip(_axes("strided_slice", axes, len(shape)), begin, end, strides):
        extent = _static("strided_slice", shape[a], f"sliced axis {a}")
        shape[a] = _slice_extent("strided_slice", extent, b, e, st, attrs["assume_inbound"])
    return TensorType(tuple(shape), x.dtype)


def _slice_bounds(s: Sampler, extent: int, out: int, stride: int, inverted: bool) -> tuple[int, int]:
    """begin/end (in varied spellings) that take ``out`` elements at ``stride`` from an axis of ``extent``.

    An empty slice is begin == end, or with ``inverted`` begin past end in the stride's direction (legal in
    NumPy; TVM mishandles it, see known_tvm_bugs.toml).
    """
    if out == 0:
        b = s.integer(0, extent)
        if inverted:
            return (b + 1, b) if stride > 0 else (b, b + 1)
        return b, b
    span = abs(stride) * (out - 1) + 1
    if stride > 0:
        b = s.integer(0, extent - span)
        e = b + span + s.integer(0, abs(stride) - 1)
        e = e + s.integer(0, 3) if e >= extent and s.coin(0.3) else e  # past the end clamps
    else:
        b = s.integer(span - 1, extent - 1)
        e = b - span - s.integer(0, min(abs(stride) - 1, b - span + 1))
        e = -extent - 1 - s.integer(0, 2) if e < 0 else e  # before the start is spelled below -extent
    if s.coin(0.3):
        b -= extent  # the same position counted from the end
    if 0 <= e < extent and s.coin(0.3):
        e -= extent
    return b, e


def _slice_instance(s: Sampler, x_shape: list, dtype: str, out_shape: list, axes: list[int],
                    sampling: bool = False) -> Instance:
    """Slice ``axes`` of an input grown from ``out_shape``; ``x_shape`` gets the grown extents.

    Only ``sampling`` (the op check) draws the forms that hit known TVM bugs: inverted empty slices,
    assume_inbound with negative strides, negative axes on symbolic inputs. Solvers build programs that
    TVM must type like we do.
    """
    begin, end, strides = [], [], []
    for a in axes:
        stride = s.choice((1, 1, 2, 3, -1, -2))
        out = out_shape[a]
        need = abs(stride) * (out - 1) + 1 if out else 0
        x_shape[a] = need + s.integer(0, 3) if out else s.integer(0, 4)
        b, e = _slice_bounds(s, x_shape[a], out, stride, sampling and s.coin())
        begin.append(b)
        end.append(e)
        strides.append(stride)
    # assume_inbound only where every index is already in bounds and the slice is not empty.
    inbound = all(0 <= b < ext and 0 <= e <= ext for b, e, ext in zip(begin, end, (x_shape[a] for a in axes))) \
        and all(out_shape[a] for a in axes) and (sampling or min(strides) > 0) and s.coin(0.4)
    negative_ok = sampling or all(isinstance(d, int) for d in x_shape)
    return Instance((TensorType(tuple(x_shape), dtype),),
                    {"axes": tuple(_maybe_negative(s, a, len(x_shape)) if negative_ok else a for a in axes),
                     "begin": tuple(begin),
                     "end": tuple(end), "strides": tuple(strides), "assume_inbound": inbound})


def _slice_sample(s: Sampler):
    x, static = _with_static_axis(s)
    axes = [int(a) for a in s.rng.choice(static, s.integer(1, len(static)), replace=False)]
    out = [(0 if s.coin(0.15) else s.integer(1, 3)) if i in axes else d for i, d in enumerate(x.shape)]
    return _slice_instance(s, list(x.shape), x.dtype, out, axes, sampling=True)


def _slice_solve(t, s: Sampler):
    t = _tensor_target(t)
    static = _static_axes(t.shape) if t is not None else []
    if not static:
        return None
    axes = [int(a) for a in s.rng.choice(static, s.integer(1, len(static)), replace=False)]
    return _slice_instance(s, list(t.shape), t.dtype, list(t.shape), axes)


def _slice_ref(arrays, attrs):
    (x,) = arrays
    index = [slice(None)] * x.ndim
    for a, b, e, st in zip(attrs["axes"], attrs["begin"], attrs["end"], attrs["strides"]):
        index[a % x.ndim] = slice(b, e, st)
    return x[tuple(index)]


# --------------------------------------------------------------------------------------------------
# broadcast_to / tile / repeat


def _broadcast_infer(args, attrs):
    (x,) = args
    shape, target = _shape("broadcast_to", x), tuple(attrs["shape"])
    lead = len(target) - len(shape)
    if lead < 0:
        fail("broadcast_to", f"target {target} has lower rank than input {shape}")
    for i, d in enumerate(target):
        src = shape[i - lead] if i >= lead else None
        if isinstance(d, int) and d < 0 or isinstance(d, str) and d != src:
            fail("broadcast_to", f"target dim {d!r} must be a non-negative int, or the input's own symbolic dim")
        if src is not None and src != d and src != 1:
            fail("broadcast_to", f"input {shape} does not broadcast to {target} (dim {i})")
    return TensorType(target, x.dtype)


def _broadcast_instance(s: Sampler, target: tuple, dtype: str) -> Instance:
    lead = 0
    while lead < len(target) and isinstance(target[lead], int) and s.coin(0.3):
        lead += 1
    shape = tuple(1 if isinstance(d, int) and s.coin(0.3) else d for d in target[lead:])
    return Instance((TensorType(shape, dtype),), {"shape": target})


def _broadcast_sample(s: Sampler):
    target = s.shape(symbolic=True)
    return _broadcast_instance(s, target, s.dtype(ALL_DTYPES))


def _broadcast_solve(t, s: Sampler):
    t = _tensor_target(t)
    return _broadcast_instance(s, t.shape, t.dtype) if t is not None else None


def _broadcast_ref(arrays, attrs):
    (x,) = arrays
    lead = len(attrs["shape"]) - x.ndim
    return np.broadcast_to(x, [d if isinstance(d, int) else x.shape[i - lead] for i, d in enumerate(attrs["shape"])])


def _repeat_dim(op: str, d, r: int):
    if r == 1:
        return d
    return _static(op, d, "a repeated dim") * r


def _tile_infer(args, attrs):
    (x,) = args
    shape, reps = _shape("tile", x), tuple(attrs["repeats"])
    if any(r < 1 for r in reps):
        fail("tile", f"repeats {reps} must be >= 1")
    rank = max(len(shape), len(reps))
    shape = (1,) * (rank - len(shape)) + shape
    reps = (1,) * (rank - len(reps)) + reps
    return TensorType(tuple(_repeat_dim("tile", d, r) for d, r in zip(shape, reps)), x.dtype)


def _tile_solve(t, s: Sampler):
    t = _tensor_target(t)
    if t is None or t.ndim == 0:
        return None
    reps = [s.choice([r for r in range(1, d + 1) if d % r == 0]) if isinstance(d, int) and d else 1
            for d in t.shape]
    shape = [d if r == 1 else d // r for d, r in zip(t.shape, reps)]
    # Leading output dims may come from repeats alone (the input is promoted with leading 1s).
    drop = 0
    while drop < len(shape) - 1 and shape[drop] == 1 and s.coin(0.3):
        drop += 1
    # Leading repeats of 1 may be left out when the input already has the rank.
    keep = len(reps)
    while drop == 0 and keep > 1 and reps[0] == 1 and s.coin(0.3):
        reps, keep = reps[1:], keep - 1
    return Instance((TensorType(tuple(shape[drop:]), t.dtype),), {"repeats": tuple(reps)})


def _tile_sample(s: Sampler):
    x = _sample_input(s, symbolic=True)
    reps = [1 if isinstance(d, str) else s.integer(1, 3) for d in x.shape]
    if s.coin(0.3) or not reps:  # more repeats than dims promotes the input with leading 1s
        reps = [s.integer(1, 3) for _ in range(s.integer(1, 2))] + reps
    return Instance((x,), {"repeats": tuple(reps)})


def _repeat_infer(args, attrs):
    (x,) = args
    shape, r, axis = _shape("repeat", x), attrs["repeats"], attrs["axis"]
    if r < 1:
        fail("repeat", f"repeats must be >= 1, got {r}")
    if axis is None:
        return TensorType((math.prod(_static("repeat", d, "a flattened dim") for d in shape) * r,), x.dtype)
    axis = normalize_axis("repeat", axis, len(shape))
    if not shape:
        fail("repeat", "an axis of a scalar")
    return TensorType(shape[:axis] + (_repeat_dim("repeat", shape[axis], r),) + shape[axis + 1:], x.dtype)


def _repeat_solve(t, s: Sampler):
    t = _tensor_target(t)
    static = _static_axes(t.shape) if t is not None else []
    if not static:
        return None
    axis = s.choice(static)
    d = t.shape[axis]
    r = s.choice([r for r in range(1, d + 1) if d % r == 0]) if d else 1
    if t.ndim == 1 and s.coin(0.3):
        # Rank >= 1: a flattened scalar hits a known TVM bug.
        return Instance((TensorType(_regroup(s, d // r, [], min_rank=1), t.dtype),), {"repeats": r, "axis": None})
    shape = t.shape[:axis] + (d // r,) + t.shape[axis + 1:]
    return Instance((TensorType(shape, t.dtype),), {"repeats": r, "axis": _maybe_negative(s, axis, t.ndim)})


def _repeat_sample(s: Sampler):
    if s.coin(0.3):
        x = _sample_input(s, symbolic=False)
        return Instance((x,), {"repeats": s.integer(1, 3), "axis": None})
    x, static = _with_static_axis(s)
    axis = s.choice(static)
    return Instance((x,), {"repeats": s.integer(1, 3), "axis": _maybe_negative(s, axis, x.ndim)})


# --------------------------------------------------------------------------------------------------


def _one(fn):
    return lambda arrays, attrs: fn(arrays[0], attrs)


def _axis_tuple(axis):
    return None if axis is None else tuple(axis)


register(
    shape_op("reshape", _reshape_infer, _reshape_sample, _reshape_solve, _reshape_ref,
             attrs=("shape",), positional=("shape",)),
    shape_op("flatten", _flatten_infer, _flatten_sample, _flatten_solve, _one(lambda x, a: x.reshape(-1))),
    shape_op("permute_dims", _permute_infer, _permute_sample, _permute_solve,
             _one(lambda x, a: np.transpose(x, _axis_tuple(a["axes"]))), attrs=("axes",)),
    shape_op("expand_dims", _expand_infer, _expand_sample, _expand_solve,
             _one(lambda x, a: np.expand_dims(x, tuple(a["axis"]))), attrs=("axis",)),
    shape_op("squeeze", _squeeze_infer, _squeeze_sample, _squeeze_solve,
             _one(lambda x, a: np.squeeze(x, _axis_tuple(a["axis"]))), attrs=("axis",)),
    shape_op("flip", _flip_infer, lambda s: _flip_solve(_sample_input(s, min_rank=1), s), _flip_solve,
             _one(lambda x, a: np.flip(x, a["axis"])), attrs=("axis",)),
    shape_op("concat", _concat_infer, _concat_sample, _concat_solve,
             lambda arrays, a: np.concatenate(arrays, axis=a["axis"]), attrs=("axis",), arity=None, pack=True),
    shape_op("split", _split_infer, _split_sample, _split_solve, _split_ref, attrs=("indices_or_sections", "axis")),
    shape_op("strided_slice", _slice_infer, _slice_sample, _slice_solve, _slice_ref,
             attrs=("axes", "begin", "end", "strides", "assume_inbound"),
             positional=("axes", "begin", "end", "strides")),
    shape_op("broadcast_to", _broadcast_infer, _broadcast_sample, _broadcast_solve, _broadcast_ref,
             attrs=("shape",), positional=("shape",)),
    shape_op("tile", _tile_infer, _tile_sample, _tile_solve, _one(lambda x, a: np.tile(x, a["repeats"])),
             attrs=("repeats",)),
    shape_op("repeat", _repeat_infer, _repeat_sample, _repeat_solve,
             _one(lambda x, a: np.repeat(x, a["repeats"], a["axis"])), attrs=("repeats", "axis")),
)
