"""Normalizations: softmax along an axis, and layer/RMS/group/batch norm with per-feature parameters.

All of them require float data and parameters of the data's dtype. The references compute in float64 and
round once. batch_norm returns (output, moving mean, moving variance) as Relax does; in training mode the
statistics are the batch's and the moving ones are updated as ``(1 - momentum) * old + momentum * batch``
(TVM's kernel and its default momentum of 0.1 follow that convention; the op's docstring states the
opposite weighting).
"""

from __future__ import annotations

import numpy as np

from ..ir.types import FLOAT_DTYPES, TensorType, TupleType
from . import register
from .reduce import normalize_axes, signed_axis
from .spec import ANY, Domain, Instance, OpSpec, RelaxOp, Sampler, fail, require_dtypes

EPSILONS = (1e-5, 1e-3, 0.1)
MOMENTA = (0.1, 0.5, 0.9)


def _data(name: str, x: TensorType, min_rank: int = 0) -> None:
    require_dtypes(name, x, FLOAT_DTYPES)
    if x.shape is None:
        fail(name, "input rank is unknown")
    if x.ndim < min_rank:
        fail(name, f"input must have rank at least {min_rank}, got {x.ndim}")


def _axis(name: str, axis, ndim: int) -> int:
    if not isinstance(axis, int) or isinstance(axis, bool):
        fail(name, f"axis must be an int, got {axis!r}")
    return normalize_axes(name, (axis,), ndim)[0]


def _params(name: str, what: tuple[str, ...], given, want: TensorType) -> None:
    for label, t in zip(what, given):
        if t.dtype != want.dtype:
            fail(name, f"{label} has dtype {t.dtype} but the data has {want.dtype}")
        if t.shape != want.shape:
            fail(name, f"{label} must have shape {want.shape}, got {t.shape}")


def _floats(name: str, attrs, names: tuple[str, ...]) -> None:
    for key in names:
        if not isinstance(attrs[key], (int, float)) or isinstance(attrs[key], bool):
            fail(name, f"{key} must be a number, got {attrs[key]!r}")


def _subset(s: Sampler, positions: list[int], ndim: int, empty_rate: float = 0.1) -> tuple[int, ...]:
    """Some of ``positions`` in random order and random sign; empty only at ``empty_rate``."""
    chosen = [p for p in positions if s.coin()]
    if not chosen and positions and not s.coin(empty_rate):
        chosen = [s.choice(positions)]
    order = s.rng.permutation(len(chosen))
    return tuple(signed_axis(s, chosen[i], ndim) for i in order)


def _flags(s: Sampler) -> dict:
    return {"epsilon": s.choice(EPSILONS), "center": s.coin(0.7), "scale": s.coin(0.7)}


def _at(param: np.ndarray, positions: list[int], ndim: int) -> np.ndarray:
    """A parameter whose dims are the data's ``positions`` (in that order), shaped to broadcast to the data."""
    ordered = np.transpose(param, np.argsort(positions)) if positions else param
    shape = [1] * ndim
    for p in positions:
        shape[p] = param.shape[positions.index(p)]
    return ordered.reshape(shape)


def _standardize(x: np.ndarray, reduce_over: tuple[int, ...], epsilon: float) -> np.ndarray:
    mean = x.mean(axis=reduce_over, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=reduce_over, keepdims=True)
    return (x - mean) / np.sqrt(var + epsilon)


def _affine(out, gamma, beta, attrs):
    if attrs["scale"]:
        out = out * gamma
    if attrs["center"]:
        out = out + beta
    return out


def _float64(reference):
    """Run ``reference`` on float64 copies and round its result(s) to the data's dtype once."""
    def run(arrays, attrs):
        dtype = arrays[0].dtype
        result = reference([np.asarray(a, np.float64) for a in arrays], attrs)
        if isinstance(result, tuple):
            return tuple(np.asarray(r).astype(dtype) for r in result)
        return np.asarray(result).astype(dtype)
    return run


def _spec(name: str, infer, reference, sample, solve, recognize, attrs, domains=ANY, arity: int = 1) -> OpSpec:
    return OpSpec(name=name, family="norm", relax=RelaxOp(name), infer=infer, reference=_float64(reference),
                  sample=sample, solve=solve, recognize=recognize, attrs=attrs, domains=domains, arity=arity)


def _float_tensor(t, min_rank: int = 0) -> bool:
    return isinstance(t, TensorType) and t.shape is not None and t.dtype in FLOAT_DTYPES and t.ndim >= min_rank


# --------------------------------------------------------------------------------------------------
# softmax, log_softmax: same type as the data, one axis


def softmax_like(name: str, fn) -> OpSpec:
    def infer(args, attrs):
        (x,) = args
        _data(name, x, min_rank=1)
        _axis(name, attrs["axis"], x.ndim)
        return x

    def instance(s: Sampler, x: TensorType) -> Instance:
        return Instance((x,), {"axis": signed_axis(s, s.integer(0, x.ndim - 1), x.ndim)})

    def reference(arrays, attrs):
        x = arrays[0]
        shifted = x - x.max(axis=attrs["axis"], keepdims=True)
        return fn(shifted, np.log(np.exp(shifted).sum(axis=attrs["axis"], keepdims=True)))

    return _spec(name, infer, reference,
                 sample=lambda s: instance(s, s.tensor(FLOAT_DTYPES, min_rank=1, symbolic=True)),
                 solve=lambda t, s: instance(s, t) if _float_tensor(t, 1) else None,
                 recognize=lambda t: _float_tensor(t, 1), attrs=("axis",))


# --------------------------------------------------------------------------------------------------
# layer_norm, rms_norm: parameters shaped like the data's normalized axes, in the order the axes are given


def axes_norm(name: str, params: tuple[str, ...], fn, affine_flags: bool) -> OpSpec:
    """``fn(x, params broadcast to x, reduced axes, attrs)``; ``affine_flags`` adds center/scale."""
    attr_names = ("axes", "epsilon") + (("center", "scale") if affine_flags else ())

    def infer(args, attrs):
        x, *given = args
        _data(name, x)
        _floats(name, attrs, ("epsilon",))
        positions = normalize_axes(name, attrs["axes"], x.ndim)
        _params(name, params, given, TensorType(tuple(x.shape[p] for p in positions), x.dtype))
        return x

    def instance(s: Sampler, x: TensorType) -> Instance:
        axes = _subset(s, list(range(x.ndim)), x.ndim)
        positions = [a % x.ndim for a in axes]
        param = TensorType(tuple(x.shape[p] for p in positions), x.dtype)
        flags = _flags(s)
        attrs = {k: flags[k] for k in attr_names if k in flags}
        return Instance((x,) + (param,) * len(params), {"axes": axes, **attrs})

    def reference(arrays, attrs):
        x, *given = arrays
        positions = [a % x.ndim for a in attrs["axes"]]
        return fn(x, [_at(p, positions, x.ndim) for p in given], tuple(sorted(positions)), attrs)

    return _spec(name, infer, reference,
                 sample=lambda s: instance(s, s.tensor(FLOAT_DTYPES, symbolic=True)),
                 solve=lambda t, s: instance(s, t) if _float_tensor(t) else None,
                 recognize=_float_tensor, attrs=attr_names, arity=1 + len(params))


def _layer_norm(x, params, axes, attrs):
    return _affine(_standardize(x, axes, attrs["epsilon"]), *params, attrs)


def _rms_norm(x, params, axes, attrs):
    return x / np.sqrt((x * x).mean(axis=axes, keepdims=True) + attrs["epsilon"]) * params[0]


# --------------------------------------------------------------------------------------------------
# group_norm: the channel axis splits into groups; each group normalizes over its channels and the axes

GROUP_ATTRS = ("num_groups", "channel_axis", "axes", "epsilon", "center", "scale")


def _group_norm_infer(args, attrs):
    name = "nn.group_norm"
    x, gamma, beta = args
    _data(name, x, min_rank=1)
    _floats(name, attrs, ("epsilon",))
    channel = _axis(name, attrs["channel_axis"], x.ndim)
    if channel in normalize_axes(name, attrs["axes"], x.ndim):
        fail(name, f"the channel axis {attrs['channel_axis']} is also among the axes {attrs['axes']}")
    groups, extent = attrs["num_groups"], x.shape[channel]
    if not isinstance(groups, int) or isinstance(groups, bool) or groups < 1:
        fail(name, f"num_groups must be a positive int, got {groups!r}")
    if isinstance(extent, int) and extent % groups:
        fail(name, f"{extent} channels do not split into {groups} groups")
    if not isinstance(extent, int) and groups != 1:
        fail(name, f"a symbolic channel extent {extent} cannot be shown to split into {groups} groups")
    _params(name, ("gamma", "beta"), (gamma, beta), TensorType((extent,), x.dtype))
    return x


def _group_norm_instance(s: Sampler, x: TensorType) -> Instance:
    channel = s.integer(0, x.ndim - 1)
    extent = x.shape[channel]
    groups = s.choice([g for g in range(1, extent + 1) if extent % g == 0]) if isinstance(extent, int) else 1
    axes = _subset(s, [p for p in range(x.ndim) if p != channel], x.ndim)
    param = TensorType((extent,), x.dtype)
    attrs = {"num_groups": groups, "channel_axis": signed_axis(s, channel, x.ndim), "axes": axes, **_flags(s)}
    return Instance((x, param, param), attrs)


def _group_norm(arrays, attrs):
    x, gamma, beta = arrays
    channel = attrs["channel_axis"] % x.ndim
    groups = attrs["num_groups"]
    moved = np.moveaxis(x, channel, 0)
    grouped = moved.reshape((groups, moved.shape[0] // groups) + moved.shape[1:])
    # positions after moving the channel to the front and splitting it into (groups, channels per group)
    reduce_over = (1,) + tuple((p + 1 if p < channel else p) + 1 for p in
                               (a % x.ndim for a in attrs["axes"]))
    out = np.moveaxis(_standardize(grouped, reduce_over, attrs["epsilon"]).reshape(moved.shape), 0, channel)
    return _affine(out, _at(gamma, [channel], x.ndim), _at(beta, [channel], x.ndim), attrs)


# --------------------------------------------------------------------------------------------------
# batch_norm: five tensors in, a 3-tuple out

BATCH_ATTRS = ("axis", "epsilon", "center", "scale", "momentum", "training")
BATCH_PARAMS = ("gamma", "beta", "moving_mean", "moving_var")


def _batch_norm_infer(args, attrs):
    name = "nn.batch_norm"
    x, *given = args
    _data(name, x, min_rank=1)
    _floats(name, attrs, ("epsilon", "momentum"))
    stats = TensorType((x.shape[_axis(name, attrs["axis"], x.ndim)],), x.dtype)
    _params(name, BATCH_PARAMS, given, stats)
    return TupleType((x, stats, stats))


def _batch_norm_instance(s: Sampler, x: TensorType, positions: list[int]) -> Instance:
    axis = s.choice(positions)
    stats = TensorType((x.shape[axis],), x.dtype)
    attrs = {"axis": signed_axis(s, axis, x.ndim), **_flags(s), "momentum": s.choice(MOMENTA),
             "training": s.coin()}
    return Instance((x,) + (stats,) * 4, attrs)


def _batch_norm_recognize(t) -> bool:
    if not (isinstance(t, TupleType) and len(t.fields) == 3 and _float_tensor(t.fields[0], 1)):
        return False
    data, mean, var = t.fields
    return (mean == var and _float_tensor(mean, 1) and mean.ndim == 1 and mean.dtype == data.dtype
            and mean.shape[0] in data.shape)


def _batch_norm_solve(t, s: Sampler):
    if not _batch_norm_recognize(t):
        return None
    data, mean, _ = t.fields
    return _batch_norm_instance(s, data, [i for i, d in enumerate(data.shape) if d == mean.shape[0]])


def _batch_norm(arrays, attrs):
    x, gamma, beta, moving_mean, moving_var = arrays
    axis = attrs["axis"] % x.ndim
    if attrs["training"]:
        others = tuple(p for p in range(x.ndim) if p != axis)
        mean, var = x.mean(axis=others), x.var(axis=others)
        momentum = attrs["momentum"]
        moving_mean = (1 - momentum) * moving_mean + momentum * mean
        moving_var = (1 - momentum) * moving_var + momentum * var
    else:
        mean, var = moving_mean, moving_var
    along = [axis]
    out = (x - _at(mean, along, x.ndim)) / np.sqrt(_at(var, along, x.ndim) + attrs["epsilon"])
    return _affine(out, _at(gamma, along, x.ndim), _at(beta, along, x.ndim), attrs), moving_mean, moving_var


register(
    softmax_like("nn.softmax", lambda shifted, log_sum: np.exp(shifted - log_sum)),
    softmax_like("nn.log_softmax", lambda shifted, log_sum: shifted - log_sum),
    axes_norm("nn.layer_norm", ("gamma", "beta"), _layer_norm, affine_flags=True),
    axes_norm("nn.rms_norm", ("weight",), _rms_norm, affine_flags=False),
    _spec("nn.group_norm", _group_norm_infer, _group_norm,
          sample=lambda s: _group_norm_instance(s, s.tensor(FLOAT_DTYPES, min_rank=1, symbolic=True)),
          solve=lambda t, s: _group_norm_instance(s, t) if _float_tensor(t, 1) else None,
          recognize=lambda t: _float_tensor(t, 1), attrs=GROUP_ATTRS, arity=3),
    _spec("nn.batch_norm", _batch_norm_infer, _batch_norm,
          sample=lambda s: (lambda x: _batch_norm_instance(s, x, list(range(x.ndim))))(
              s.tensor(FLOAT_DTYPES, min_rank=1, symbolic=True)),
          solve=_batch_norm_solve, recognize=_batch_norm_recognize, attrs=BATCH_ATTRS,
          # moving_var is a variance: keep it positive so the inference-mode square root stays real
          domains=(ANY, ANY, ANY, ANY, Domain(0.5, 2.0)), arity=5),
)
