"""Linear algebra: matmul (NumPy/array-API semantics with batch broadcasting) and N-d convolution, plain and
transposed."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..ir.types import ALL_DTYPES, BOOL_DTYPES, FLOAT_DTYPES, INT_DTYPES, UINT_DTYPES, TensorType, is_float
from . import register
from .binary import broadcast_operand, broadcast_shapes
from .spec import Domain, Instance, OpSpec, RelaxOp, Sampler, fail, require_dtypes

#: TVM types bool operands (sums as logical or, like NumPy) but cannot compile them: see known_tvm_bugs.toml.
DTYPES = FLOAT_DTYPES + INT_DTYPES + UINT_DTYPES + BOOL_DTYPES
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
    """Exact accumulation type for the reference: integer sums wrap the same way once cast back, and bool
    sums cast back to "any term true"."""
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
# Convolution and transposed convolution, over ``spatial`` dims named by the last letters of "DHW"

CONV_ATTRS = ("strides", "padding", "dilation", "groups", "data_layout", "kernel_layout", "out_layout", "out_dtype")


def _check_layout(op: str, what: str, layout, letters: str) -> str:
    if not isinstance(layout, str) or sorted(layout) != sorted(letters):
        fail(op, f"{what} {layout!r} must be a permutation of {letters!r}")
    return layout


def _int_tuple(op: str, what: str, value, length: int, low: int) -> tuple[int, ...]:
    if not isinstance(value, tuple) or len(value) != length or not all(
            isinstance(v, int) and not isinstance(v, bool) and v >= low for v in value):
        fail(op, f"{what} must be a tuple of {length} integer(s) >= {low}, got {value!r}")
    return value


@dataclass(frozen=True)
class _Geometry:
    layouts: tuple[str, str, str]  # data, kernel, out
    strides: tuple[int, ...]
    pads: tuple[tuple[int, int], ...]  # (low, high) per spatial dim
    dilation: tuple[int, ...]
    output_padding: tuple[int, ...]
    groups: int


@dataclass(frozen=True)
class Conv:
    """One convolution op. Weights are (out, in/groups, *kernel) for a convolution and (in, out/groups, *kernel)
    for a transposed one; with one group both read as "I matches the data channels, O gives the output's"."""

    name: str
    spatial: int
    transposed: bool = False

    @property
    def letters(self) -> str:
        return "DHW"[3 - self.spatial:]

    @property
    def attrs(self) -> tuple[str, ...]:
        return CONV_ATTRS + ("output_padding",) * self.transposed

    def layouts(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The data and kernel layouts samplers use. TVM legalizes transposed convolutions only in the canonical
        layouts; TOPI pairs strides with spatial axes in order of appearance, so spatial letters stay ordered."""
        if self.transposed:
            return ("NC" + self.letters,), ("IO" + self.letters,)
        return (("NC" + self.letters, "N" + self.letters + "C"),
                ("OI" + self.letters, self.letters + "IO", "O" + self.letters + "I"))

    def geometry(self, attrs) -> _Geometry:
        op, n = self.name, self.spatial
        layouts = (_check_layout(op, "data_layout", attrs["data_layout"], "NC" + self.letters),
                   _check_layout(op, "kernel_layout", attrs["kernel_layout"], "OI" + self.letters),
                   _check_layout(op, "out_layout", attrs["out_layout"], "NC" + self.letters))
        strides = _int_tuple(op, "strides", attrs["strides"], n, 1)
        # TVM stores padding as all the low sides, then all the high sides: (top, left, bottom, right).
        padding = _int_tuple(op, "padding", attrs["padding"], 2 * n, 0)
        output_padding = _int_tuple(op, "output_padding", attrs["output_padding"], n, 0) if self.transposed else (0,) * n
        if any(p >= s for p, s in zip(output_padding, strides)):
            fail(op, f"output_padding {output_padding} must be below the strides {strides}")
        groups = attrs["groups"]
        if not isinstance(groups, int) or isinstance(groups, bool) or groups < 1:
            fail(op, f"groups must be a positive integer, got {groups!r}")
        return _Geometry(layouts, strides, tuple(zip(padding[:n], padding[n:])),
                         _int_tuple(op, "dilation", attrs["dilation"], n, 1), output_padding, groups)

    def extent(self, g: _Geometry, axis: int, extent: int, kernel: int) -> int:
        span = g.dilation[axis] * (kernel - 1) + 1  # the dilated kernel
        pad, stride = sum(g.pads[axis]), g.strides[axis]
        if self.transposed:
            return (extent - 1) * stride + span - pad + g.output_padding[axis]
        return (extent + pad - span) // stride + 1

    def infer(self, args, attrs):
        op, (x, w) = self.name, args
        dtype = _result_dtype(op, x, w, attrs["out_dtype"])
        g = self.geometry(attrs)
        for what, t in (("data", x), ("weight", w)):
            if t.shape is None or t.ndim != self.spatial + 2:
                fail(op, f"{what} must have rank {self.spatial + 2}, got {t}")
        xd, wd = dict(zip(g.layouts[0], x.shape)), dict(zip(g.layouts[1], w.shape))
        c, o, i = xd["C"], wd["O"], wd["I"]
        out = {"N": xd["N"], "C": o}
        if g.groups > 1:
            if not all(isinstance(d, int) for d in (c, o, i)):
                fail(op, f"grouped convolution (groups={g.groups}) needs static channel counts")
            if self.transposed:
                ok, out["C"] = c == i and c % g.groups == 0, o * g.groups
            else:
                ok = c == i * g.groups and o % g.groups == 0
            if not ok:
                fail(op, f"channels do not split into {g.groups} groups: data has {c}, the weight is {o} out x {i} in")
        elif c != i:
            fail(op, f"data has {c} channels but the weight expects {i}")
        for axis, letter in enumerate(self.letters):
            extent, kernel = xd[letter], wd[letter]
            # TVM would print an expression over the symbol; relations only pass symbols through unchanged.
            if not isinstance(extent, int) or not isinstance(kernel, int):
                fail(op, f"spatial dim {letter} must be static, got data {extent} and kernel {kernel}")
            if kernel < 1:
                fail(op, f"kernel extent along {letter} must be positive, got {kernel}")
            out[letter] = self.extent(g, axis, extent, kernel)
            if out[letter] < 1:
                fail(op, f"output extent along {letter} would be {out[letter]} (data {extent}, kernel {kernel})")
        return TensorType(tuple(out[letter] for letter in g.layouts[2]), dtype)

    def reference(self, arrays, attrs):
        g, canonical = self.geometry(attrs), "NC" + self.letters
        out_dtype = attrs["out_dtype"] or arrays[0].dtype
        wide = _wide(arrays[0].dtype, out_dtype)
        x = np.transpose(arrays[0], [g.layouts[0].index(c) for c in canonical]).astype(wide)
        w = np.transpose(arrays[1], [g.layouts[1].index(c) for c in "OI" + self.letters]).astype(wide)
        kernel, groups, every = w.shape[2:], g.groups, (slice(None),) * 3
        outs = [self.extent(g, a, x.shape[2 + a], kernel[a]) for a in range(self.spatial)]
        if self.transposed:
            # Scatter each input position through the kernel into an uncropped output, then crop the padding.
            xg = x.reshape(x.shape[0], groups, -1, *x.shape[2:])
            wg = w.reshape(w.shape[0], groups, -1, *kernel)  # OI.. order: (out/groups, groups, in/groups, ..)
            full = [lo + e + hi for (lo, hi), e in zip(g.pads, outs)]
            acc = np.zeros((x.shape[0], groups, w.shape[0], *full), wide)
            for tap in np.ndindex(*kernel):
                window = tuple(slice(t * d, t * d + s * (e - 1) + 1, s)
                               for t, d, s, e in zip(tap, g.dilation, g.strides, x.shape[2:]))
                acc[every + window] += np.einsum("ngi...,ogi->ngo...", xg, wg[every + tap])
            acc = acc[every + tuple(slice(lo, lo + e) for (lo, _), e in zip(g.pads, outs))]
        else:
            x = np.pad(x, ((0, 0), (0, 0)) + g.pads)
            xg = x.reshape(x.shape[0], groups, -1, *x.shape[2:])
            wg = w.reshape(groups, -1, *w.shape[1:])
            acc = np.zeros((x.shape[0], groups, wg.shape[1], *outs), wide)
            # One tap of the kernel at a time: a strided window of the input against one (g, O/g, I) slice.
            for tap in np.ndindex(*kernel):
                window = tuple(slice(t * d, t * d + s * (e - 1) + 1, s)
                               for t, d, s, e in zip(tap, g.dilation, g.strides, outs))
                acc += np.einsum("ngi...,goi->ngo...", xg[every + window], wg[every + tap])
        result = acc.reshape(acc.shape[0], -1, *outs)
        return np.transpose(result, [canonical.index(c) for c in g.layouts[2]]).astype(out_dtype)

    def spatial_solution(self, s: Sampler, out: int):
        """(input extent, kernel, stride, dilation, (low, high) padding, output padding) giving extent ``out``."""
        kernel, stride, dilation = s.integer(1, 3), s.integer(1, 3), s.integer(1, 2)
        span = dilation * (kernel - 1) + 1
        if self.transposed:
            extra = s.integer(0, stride - 1)  # output padding
            extent = max(1, 1 - (span + extra - out) // stride) + s.integer(0, 1)
            pad = (extent - 1) * stride + span + extra - out
        else:
            # Any remainder below the stride is dropped by the floor in the output-size formula.
            extra, covered = 0, (out - 1) * stride + span + s.integer(0, stride - 1)
            pad = s.integer(0, min(4, covered - 1))
            extent = covered - pad
        low = s.integer(0, pad)
        return extent, kernel, stride, dilation, (low, pad - low), extra

    def instance(self, s: Sampler, batch, channels, outs, dtype: str, out_dtype, data_layout: str) -> Instance:
        """An instance whose output, in ``data_layout``, has this batch, channel count and spatial extents."""
        if isinstance(channels, int):
            groups = s.choice([g for g in (1, 1, 2, 3) if channels % g == 0])
            per_group = s.integer(1, 2)
            in_channels = per_group * groups
            o, i = (channels // groups, in_channels) if self.transposed else (channels, per_group)
        else:
            groups, o = 1, channels
            in_channels = i = s.dim(symbolic=True)
        parts = [self.spatial_solution(s, out) for out in outs]
        xd = {"N": batch, "C": in_channels, **{c: p[0] for c, p in zip(self.letters, parts)}}
        wd = {"O": o, "I": i, **{c: p[1] for c, p in zip(self.letters, parts)}}
        kernel_layout = s.choice(self.layouts()[1])
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
        if self.transposed:
            attrs["output_padding"] = tuple(p[5] for p in parts)
        return Instance((TensorType(tuple(xd[c] for c in data_layout), dtype),
                         TensorType(tuple(wd[c] for c in kernel_layout), dtype)), attrs)

    def sample(self, s: Sampler) -> Instance:
        dtype = s.dtype(DTYPES)
        groups = s.choice((1, 1, 2, 3))
        channels = s.dim(symbolic=True) if groups == 1 else groups * s.integer(1, 2)
        outs = [s.integer(1, 4) for _ in self.letters]
        return self.instance(s, s.dim(symbolic=True), channels, outs, dtype, _out_dtype_choice(s, dtype),
                             s.choice(self.layouts()[0]))

    def solvable_layouts(self, t) -> list[str]:
        """Data layouts under which ``t`` reads as this op's result: static positive spatial extents and a
        channel count that is positive or symbolic (the batch passes through whatever it is)."""
        if not (isinstance(t, TensorType) and t.shape is not None and t.ndim == self.spatial + 2
                and t.dtype in DTYPES):
            return []
        found = []
        for layout in self.layouts()[0]:
            dims = dict(zip(layout, t.shape))
            if all(isinstance(dims[c], int) and dims[c] >= 1 for c in self.letters) and dims["C"] != 0:
                found.append(layout)
        return found

    def recognize(self, t) -> bool:
        return bool(self.solvable_layouts(t))

    def solve(self, t, s: Sampler):
        layouts = self.solvable_layouts(t)
        if not layouts:
            return None
        layout = s.choice(layouts)
        dims = dict(zip(layout, t.shape))
        dtype, out_dtype = _input_dtype_for(s, t.dtype)
        return self.instance(s, dims["N"], dims["C"], [dims[c] for c in self.letters], dtype, out_dtype, layout)


def conv(name: str, spatial: int, transposed: bool = False) -> OpSpec:
    c = Conv(name, spatial, transposed)
    return OpSpec(
        name=name, family="linalg", relax=RelaxOp(name), infer=c.infer, reference=c.reference, sample=c.sample,
        solve=c.solve, recognize=c.recognize, attrs=c.attrs, domains=SMALL, arity=2,
    )


register(
    matmul(),
    conv("nn.conv1d", 1),
    conv("nn.conv2d", 2),
    conv("nn.conv1d_transpose", 1, transposed=True),
    conv("nn.conv2d_transpose", 2, transposed=True),
)
