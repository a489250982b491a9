"""Linear algebra: matmul (NumPy/array-API semantics with batch broadcasting) and N-d convolution."""

from __future__ import annotations

import numpy as np

from ..ir.types import ALL_DTYPES, FLOAT_DTYPES, INT_DTYPES, UINT_DTYPES, TensorType, is_float
from . import register
from .binary import broadcast_operand, broadcast_shapes
from .spec import Domain, Instance, OpSpec, RelaxOp, Sampler, fail, require_dtypes

DTYPES = FLOAT_DTYPES + INT_DTYPES + UINT_DTYPES
#: out_dtype choices a sampler may widen an input dtype to (mixed-precision accumulation).
WIDER = {"float16": "float32", "float32": "float64", "int8": "int32", "int16": "int32", "int32": "int64",
         "uint8": "int32"}
#: Small values keep float16 accumulation (which TVM does in float16) within tolerance of the exact sum.
SMALL = Domain(-1.0, 1.0)


def _result_dtype(op: str, x: TensorType, w: TensorType, out_dtype) -> str:
    require_dtypes(op, x, DTYPES)
    if x.dtype != w.dtype:
        fail(op, f"operand dtypes differ: {x.dtype} vs {w.dtype}")
    if out_dtype is not None and out_dtype not in ALL_DTYPES:
        fail(op, f"out_dtype {out_dtype!r} is not a dtype the IR supports")
    return out_dtype or x.dtype


def _out_dtype_choice(s: Sampler, dtype: str):
    """None (the input dtype) most of the time; sometimes the same or a wider dtype spelled out."""
    return s.choice((None, None, None, dtype, WIDER.get(dtype, dtype)))


def _input_dtype_for(s: Sampler, out: str):
    """(input dtype, out_dtype) producing result dtype ``out``: usually plain, sometimes widened from below."""
    narrower = [d for d, w in WIDER.items() if w == out]
    if narrower and s.coin(0.3):
        return s.choice(narrower), out
    return out, (out if s.coin(0.2) else None)


def _wide(dtype: str, out_dtype: str):
    """Exact accumulation type for the reference: integer sums wrap the same way once cast back."""
    return np.float64 if is_float(str(dtype)) or is_float(str(out_dtype)) else np.int64


# --------------------------------------------------------------------------------------------------
# matmul


def _matmul_infer(args, attrs):
    a, b = args
    dtype = _result_dtype("matmul", a, b, attrs["out_dtype"])
    if a.shape is None or b.shape is None:
        fail("matmul", "operand rank is unknown")
    if a.ndim == 0 or b.ndim == 0:
        fail("matmul", "operands must not be scalars")
    # 1-D operands are promoted to matrices (a row on the left, a column on the right), then squeezed.
    sa = (1,) + a.shape if a.ndim == 1 else a.shape
    sb = b.shape + (1,) if b.ndim == 1 else b.shape
    if sa[-1] != sb[-2]:
        fail("matmul", f"reduction lengths differ: {sa[-1]} vs {sb[-2]}")
    # A symbol against a different symbol or extent leaves TVM with an unknown shape: we reject it.
    batch = broadcast_shapes("matmul", sa[:-2], sb[:-2])
    return TensorType(batch + sa[-2:-1] * (a.ndim > 1) + sb[-1:] * (b.ndim > 1), dtype)


def _matmul_reference(arrays, attrs):
    a, b = arrays
    out = attrs["out_dtype"] or a.dtype
    wide = _wide(a.dtype, out)
    return np.asarray(np.matmul(a.astype(wide), b.astype(wide))).astype(out)


def _matmul_instance(s: Sampler, out_shape: tuple, in_dtype: str, out_dtype) -> Instance:
    """Operands whose product has ``out_shape``; the form (vector/matrix operands) is picked at random."""
    rank = len(out_shape)
    form = "vv" if rank == 0 else s.choice(("vm", "mv") + (("mm",) * 3 if rank >= 2 else ()))
    # The reduction length is static, or one symbol both operands share.
    k = s.dim(symbolic=True)
    if form == "vv":
        a, b = (k,), (k,)
    elif form == "vm":
        a, b = (k,), out_shape[:-1] + (k, out_shape[-1])
    elif form == "mv":
        a, b = out_shape + (k,), (k,)
    else:
        batch, m, n = out_shape[:-2], out_shape[-2], out_shape[-1]
        batches = [batch, broadcast_operand(s, batch)]
        if s.coin():
            batches.reverse()
        a, b = batches[0] + (m, k), batches[1] + (k, n)
    return Instance((TensorType(a, in_dtype), TensorType(b, in_dtype)), {"out_dtype": out_dtype})


def _matmul_sample(s: Sampler) -> Instance:
    dtype = s.dtype(DTYPES)
    rank = s.integer(0, 4)
    return _matmul_instance(s, s.shape(rank, symbolic=True), dtype, _out_dtype_choice(s, dtype))


def _matmul_recognize(t) -> bool:
    return isinstance(t, TensorType) and t.shape is not None and t.dtype in DTYPES


def _matmul_solve(t, s: Sampler):
    if not _matmul_recognize(t):
        return None
    return _matmul_instance(s, t.shape, *_input_dtype_for(s, t.dtype))


def matmul() -> OpSpec:
    return OpSpec(
        name="matmul", family="linalg", relax=RelaxOp("matmul"), infer=_matmul_infer,
        reference=_matmul_reference, sample=_matmul_sample, solve=_matmul_solve, recognize=_matmul_recognize,
        attrs=("out_dtype",), domains=SMALL, arity=2,
    )


# --------------------------------------------------------------------------------------------------
# Convolution, over ``spatial`` dims named by the letters of "DHW" (conv1d: W, conv2d: HW)

CONV_ATTRS = ("strides", "padding", "dilation", "groups", "data_layout", "kernel_layout", "out_layout", "out_dtype")


def _layouts(letters: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The data and kernel layouts samplers use: TOPI pairs strides with spatial axes in order of appearance,
    so only layouts that keep the spatial letters in canonical order are sampled."""
    return ("NC" + letters, "N" + letters + "C"), ("OI" + letters, letters + "IO", "O" + letters + "I")


def _check_layout(op: str, what: str, layout, letters: str) -> str:
    if not isinstance(layout, str) or sorted(layout) != sorted(letters):
        fail(op, f"{what} {layout!r} must be a permutation of {letters!r}")
    return layout


def _int_tuple(op: str, what: str, value, length: int, low: int) -> tuple[int, ...]:
    if not isinstance(value, tuple) or len(value) != length or not all(
            isinstance(v, int) and not isinstance(v, bool) and v >= low for v in value):
        fail(op, f"{what} must be a tuple of {length} integer(s) >= {low}, got {value!r}")
    return value


def _conv_geometry(op: str, spatial: int, attrs):
    """The validated attributes: layouts and per-spatial-dim stride, (low, high) padding, dilation."""
    letters = "DHW"[3 - spatial:]
    data_layout = _check_layout(op, "data_layout", attrs["data_layout"], "NC" + letters)
    kernel_layout = _check_layout(op, "kernel_layout", attrs["kernel_layout"], "OI" + letters)
    out_layout = _check_layout(op, "out_layout", attrs["out_layout"], "NC" + letters)
    strides = _int_tuple(op, "strides", attrs["strides"], spatial, 1)
    dilation = _int_tuple(op, "dilation", attrs["dilation"], spatial, 1)
    # TVM stores padding as all the low sides, then all the high sides: (top, left, bottom, right).
    padding = _int_tuple(op, "padding", attrs["padding"], 2 * spatial, 0)
    groups = attrs["groups"]
    if not isinstance(groups, int) or isinstance(groups, bool) or groups < 1:
        fail(op, f"groups must be a positive integer, got {groups!r}")
    pads = tuple(zip(padding[:spatial], padding[spatial:]))
    return letters, data_layout, kernel_layout, out_layout, strides, pads, dilation, groups


def _conv_out_extent(extent: int, kernel: int, stride: int, pad: tuple, dilation: int) -> int:
    return (extent + pad[0] + pad[1] - dilation * (kernel - 1) - 1) // stride + 1


def _conv_infer(op: str, spatial: int):
    def infer(args, attrs):
        x, w = args
        dtype = _result_dtype(op, x, w, attrs["out_dtype"])
        letters, dl, kl, ol, strides, pads, dilation, groups = _conv_geometry(op, spatial, attrs)
        for name, t in (("data", x), ("weight", w)):
            if t.ndim != spatial + 2 or t.shape is None:
                fail(op, f"{name} must have rank {spatial + 2}, got {t}")
        xd, wd = dict(zip(dl, x.shape)), dict(zip(kl, w.shape))
        c, o, i = xd["C"], wd["O"], wd["I"]
        if groups == 1:
            if c != i:
                fail(op, f"data has {c} channels but the weight expects {i}")
        elif not all(isinstance(d, int) for d in (c, o, i)):
            fail(op, f"grouped convolution (groups={groups}) needs static channel counts")
        elif c != i * groups or o % groups:
            fail(op, f"channels must split into {groups} groups: data has {c}, the weight {o} out x {i} in")
        out = {"N": xd["N"], "C": o}
        for axis, letter in enumerate(letters):
            extent, kernel = xd[letter], wd[letter]
            # TVM would print an expression over the symbol; relations only pass symbols through unchanged.
            if not isinstance(extent, int) or not isinstance(kernel, int):
                fail(op, f"spatial dim {letter} must be static, got data {extent} and kernel {kernel}")
            if kernel < 1:
                fail(op, f"kernel extent along {letter} must be positive, got {kernel}")
            out[letter] = _conv_out_extent(extent, kernel, strides[axis], pads[axis], dilation[axis])
            if out[letter] < 1:
                fail(op, f"the dilated kernel ({kernel}, dilation {dilation[axis]}) is larger than the padded "
                         f"input ({extent} + {sum(pads[axis])}) along {letter}")
        return TensorType(tuple(out[letter] for letter in ol), dtype)

    return infer


def _conv_reference(spatial: int):
    def reference(arrays, attrs):
        letters, dl, kl, ol, strides, pads, dilation, g = _conv_geometry("conv", spatial, attrs)
        out_dtype = attrs["out_dtype"] or arrays[0].dtype
        wide = _wide(arrays[0].dtype, out_dtype)
        x = np.transpose(arrays[0], [dl.index(c) for c in "NC" + letters]).astype(wide)
        w = np.transpose(arrays[1], [kl.index(c) for c in "OI" + letters]).astype(wide)
        x = np.pad(x, ((0, 0), (0, 0)) + pads)
        (n, c), (o, i), kernel = x.shape[:2], w.shape[:2], w.shape[2:]
        outs = [_conv_out_extent(x.shape[2 + a], kernel[a], strides[a], (0, 0), dilation[a]) for a in range(spatial)]
        xg = x.reshape(n, g, c // g, *x.shape[2:])
        wg = w.reshape(g, o // g, i, *kernel)
        acc = np.zeros((n, g, o // g, *outs), wide)
        everything = (slice(None),) * 3
        # One tap of the kernel at a time: a strided window of the input against one (g, O/g, I) slice.
        for tap in np.ndindex(*kernel):
            window = tuple(slice(t * d, t * d + s * (e - 1) + 1, s) for t, d, s, e in zip(tap, dilation, strides, outs))
            acc += np.einsum("ngi...,goi->ngo...", xg[everything + window], wg[everything + tap])
        result = acc.reshape(n, o, *outs)
        return np.transpose(result, [("NC" + letters).index(c) for c in ol]).astype(out_dtype)

    return reference


def _spatial_solution(s: Sampler, out: int) -> tuple[int, int, int, int, tuple[int, int]]:
    """(input extent, kernel, stride, dilation, padding) whose convolution has extent ``out``."""
    kernel, stride, dilation = s.integer(1, 3), s.integer(1, 3), s.integer(1, 2)
    # Any remainder below the stride is dropped by the floor in the output-size formula.
    span = (out - 1) * stride + dilation * (kernel - 1) + 1 + s.integer(0, stride - 1)
    low = s.integer(0, min(2, span - 1))
    high = s.integer(0, min(2, span - 1 - low))
    return span - low - high, kernel, stride, dilation, (low, high)


def _conv_instance(s: Sampler, spatial: int, batch, out_channels, outs, dtype: str, out_dtype, data_layout: str):
    """An instance whose output, in ``data_layout``, has this batch, channel count and spatial extents."""
    letters = "DHW"[3 - spatial:]
    kernel_layout = s.choice(_layouts(letters)[1])
    if isinstance(out_channels, int):
        groups = s.choice([g for g in (1, 1, 2, 3) if out_channels % g == 0])
        per_group = s.integer(1, 2)
        in_channels = per_group * groups
    else:
        groups = 1
        per_group = in_channels = s.dim(symbolic=True)
    parts = [_spatial_solution(s, out) for out in outs]
    xd = {"N": batch, "C": in_channels, **{letter: p[0] for letter, p in zip(letters, parts)}}
    wd = {"O": out_channels, "I": per_group, **{letter: p[1] for letter, p in zip(letters, parts)}}
    attrs = {
        "strides": tuple(p[2] for p in parts),
        "padding": tuple(p[4][0] for p in parts) + tuple(p[4][1] for p in parts),
        "dilation": tuple(p[3] for p in parts),
        "groups": groups,
        "data_layout": data_layout,
        "kernel_layout": kernel_layout,
        "out_layout": data_layout,
        "out_dtype": out_dtype,
    }
    data = TensorType(tuple(xd[c] for c in data_layout), dtype)
    weight = TensorType(tuple(wd[c] for c in kernel_layout), dtype)
    return Instance((data, weight), attrs)


def _conv_sample(spatial: int):
    def sample(s: Sampler):
        dtype = s.dtype(DTYPES)
        letters = "DHW"[3 - spatial:]
        groups_hint = s.choice((1, 1, 2, 3))
        channels = s.dim(symbolic=True) if groups_hint == 1 else groups_hint * s.integer(1, 2)
        outs = [s.integer(1, 4) for _ in letters]
        return _conv_instance(s, spatial, s.dim(symbolic=True), channels, outs, dtype, _out_dtype_choice(s, dtype),
                              s.choice(_layouts(letters)[0]))

    return sample


def _conv_solvable_layouts(t, spatial: int) -> list[str]:
    """Data layouts under which ``t`` reads as a convolution result: static positive spatial extents and a
    channel count that is positive or symbolic (the batch passes through whatever it is)."""
    if not (isinstance(t, TensorType) and t.shape is not None and t.ndim == spatial + 2 and t.dtype in DTYPES):
        return []
    letters = "DHW"[3 - spatial:]
    found = []
    for layout in _layouts(letters)[0]:
        dims = dict(zip(layout, t.shape))
        if all(isinstance(dims[c], int) and dims[c] >= 1 for c in letters) and dims["C"] != 0:
            found.append(layout)
    return found


def _conv_solve(spatial: int):
    def solve(t, s: Sampler):
        layouts = _conv_solvable_layouts(t, spatial)
        if not layouts:
            return None
        layout = s.choice(layouts)
        dims = dict(zip(layout, t.shape))
        dtype, out_dtype = _input_dtype_for(s, t.dtype)
        outs = [dims[c] for c in "DHW"[3 - spatial:]]
        return _conv_instance(s, spatial, dims["N"], dims["C"], outs, dtype, out_dtype, layout)

    return solve


def conv(name: str, spatial: int) -> OpSpec:
    return OpSpec(
        name=name, family="linalg", relax=RelaxOp(name), infer=_conv_infer(name, spatial),
        reference=_conv_reference(spatial), sample=_conv_sample(spatial), solve=_conv_solve(spatial),
        recognize=lambda t: bool(_conv_solvable_layouts(t, spatial)),
        attrs=CONV_ATTRS, domains=SMALL, arity=2,
    )


register(
    matmul(),
    conv("nn.conv1d", 1),
    conv("nn.conv2d", 2),
)
