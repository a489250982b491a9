"""Elementwise unary ops: the output has the input's shape, and its dtype or bool."""

from __future__ import annotations

import math

import numpy as np

from ..ir.types import FLOAT_DTYPES, INT_DTYPES, TensorType
from . import register
from .spec import Domain, Instance, OpSpec, RelaxOp, Sampler, fail, require_dtypes

SIGNED = FLOAT_DTYPES + INT_DTYPES
_erf = np.vectorize(math.erf, otypes=[np.float64])


def _float_ref(fn):
    """Compute in float64 and round once, as TVM's legalized kernels effectively do for float16."""
    return lambda x: fn(x.astype(np.float64)).astype(x.dtype)


def unary(name: str, reference, dtypes=FLOAT_DTYPES, domain: Domain = Domain(), out_dtype: str | None = None,
          attrs: dict | None = None) -> OpSpec:
    """One elementwise entry. ``out_dtype`` fixes the result dtype (predicates return bool)."""
    fixed_attrs = dict(attrs or {})

    def infer(args, attrs):
        (x,) = args
        require_dtypes(name, x, dtypes)
        if x.shape is None:
            fail(name, "input rank is unknown")
        return x.with_dtype(out_dtype or x.dtype)

    def recognize(t):
        return isinstance(t, TensorType) and t.shape is not None and (
            t.dtype == out_dtype if out_dtype else t.dtype in dtypes)

    def solve(t, s: Sampler):
        if not recognize(t):
            return None
        dtype = s.dtype(dtypes) if out_dtype else t.dtype
        return Instance((TensorType(t.shape, dtype),), dict(fixed_attrs))

    def sample(s: Sampler):
        return Instance((s.tensor(dtypes, symbolic=True),), dict(fixed_attrs))

    return OpSpec(
        name=name, family="unary", relax=RelaxOp(name), infer=infer,
        reference=lambda arrays, attrs: np.asarray(reference(arrays[0], **attrs)),
        sample=sample, solve=solve, recognize=recognize, attrs=tuple(fixed_attrs), domains=domain,
    )


def _sigmoid(x):
    return 1.0 / (1.0 + np.exp(-x))


def _gelu(x):
    return 0.5 * x * (1.0 + _erf(x / math.sqrt(2.0)))


def _round_half_even(x):
    return np.round(x)


POSITIVE = Domain(0.1, 5.0)
UNIT = Domain(-0.9, 0.9)

register(
    unary("abs", np.abs, SIGNED),
    unary("negative", np.negative, SIGNED),
    unary("sign", np.sign, SIGNED),
    unary("square", np.square, SIGNED, Domain(-8, 8)),
    unary("exp", _float_ref(np.exp)),
    unary("log", _float_ref(np.log), domain=POSITIVE),
    unary("sqrt", _float_ref(np.sqrt), domain=Domain(0.0, 5.0)),
    unary("rsqrt", _float_ref(lambda x: 1.0 / np.sqrt(x)), domain=POSITIVE),
    unary("sin", _float_ref(np.sin)),
    unary("cos", _float_ref(np.cos)),
    unary("tan", _float_ref(np.tan), domain=Domain(-1.2, 1.2)),
    unary("tanh", _float_ref(np.tanh)),
    unary("sinh", _float_ref(np.sinh)),
    unary("cosh", _float_ref(np.cosh)),
    unary("asin", _float_ref(np.arcsin), domain=UNIT),
    unary("acos", _float_ref(np.arccos), domain=UNIT),
    unary("atan", _float_ref(np.arctan)),
    unary("sigmoid", _float_ref(_sigmoid)),
    unary("erf", _float_ref(_erf)),
    # Rounding ops avoid values near .5 boundaries only by luck; the domain keeps them off exact halves.
    unary("floor", np.floor),
    unary("ceil", np.ceil),
    unary("trunc", np.trunc),
    unary("round", _round_half_even),
    unary("nn.relu", lambda x: np.maximum(x, 0).astype(x.dtype), SIGNED),
    unary("nn.silu", _float_ref(lambda x: x * _sigmoid(x))),
    unary("nn.gelu", _float_ref(_gelu)),
    unary("nn.leakyrelu", lambda x, alpha: np.where(x > 0, x, x * alpha).astype(x.dtype), attrs={"alpha": 0.1}),
    unary("isnan", np.isnan, out_dtype="bool"),
    unary("isfinite", np.isfinite, out_dtype="bool"),
    unary("logical_not", np.logical_not, ("bool",)),
    unary("bitwise_not", np.invert, INT_DTYPES),
)
