"""How far a float result may be from the expected one before the difference is TVM's fault.

One op checked alone (``relayreduce check-ops``) is held to a fixed per-dtype tolerance, ``PER_OP``. A whole
program rounds once per op, reductions round once per element they fold, and an ill-conditioned program
magnifies every rounding. So the allowed difference at an element with expected value ``w`` is

    allowed = max(atol_case, g * atol_op)
            + max(rtol_case * |w|, g * U * ulp(|w|))
            + 2 * g * spread,      spread = max(|w - w_wide|, |w_perturbed - w_wide|)

- ``ulp(|w|)`` is the spacing of the result's dtype at ``|w|`` (float16's 10-bit mantissa, bfloat16's 7, ...).
- ``U = ceil(rtol_op * 2**(mantissa + 1))`` is the per-op relative tolerance in ulps; as
  ``ulp(x) >= |x| * 2**-(mantissa + 1)``, ``U * ulp(|w|) >= rtol_op * |w|``: since ``g >= 1``, a program is
  never held tighter than the op check holds a single op (float16: 41 ulps, about 2e-2 relative, plus 2e-2
  absolute).
- ``g = max(1, sum of w(c) over the program's op calls c)`` is the rounding budget: ``w(c) = sqrt(K)`` for an
  op that folds ``K`` input elements into each output element (reductions, matmul, convolutions, average
  pools, norms, cumulative sums; ``sqrt`` because sequential accumulation errors grow like a random walk),
  and 1 for everything else. Every op call in the module counts, so the budget is an upper bound for each
  output. Ops add up linearly, the worst case, not like a random walk: a false report costs more than a
  missed subtle error.
- ``spread`` is the program's measured conditioning at that element. ``w_wide`` is the second reference
  (``evaluate(..., widen=True)``: float64 throughout), so ``|w - w_wide|`` is how far our reference's
  roundings moved the result. Those are few (most op references compute in float64 and round once), and
  by chance they can cancel; ``w_perturbed`` (``evaluate(..., widen=True, perturb=0)``) moves every op's
  result by one rounding of its own dtype, at the magnitude of that intermediate value, so a rounding of a
  large partial sum that cancels down to a small result shows too. TVM rounds up to ``g`` times as often,
  in either direction, hence ``2 * g``. Where the program cannot be evaluated widened the term is 0.
- ``rtol_case`` / ``atol_case`` are the case's own ``OracleSpec.rtol/atol``: lower bounds, never tighter.

Integers and bools are compared exactly; the oracles' ``compare`` (base.py) decides which elements are
trusted at all.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from .. import ops
from ..ir.expr import Call, Module, OpaqueCall, type_of, walk
from ..ir.types import TensorType, substitute_dim

#: (rtol, atol) one op must meet on its own: what ``relayreduce check-ops`` checks each op entry with.
#: bfloat16 has no NumPy dtype; its entry keeps float16's budget in ulps (8x float16's rtol: 3 fewer bits).
PER_OP = {"float16": (2e-2, 2e-2), "bfloat16": (1.6e-1, 1.6e-1), "float32": (1e-4, 1e-5), "float64": (1e-7, 1e-9)}

#: (explicit mantissa bits, smallest normal exponent) of each float dtype: what its ulp is computed from.
FORMATS = {"float16": (10, -14), "bfloat16": (7, -126), "float32": (23, -126), "float64": (52, -1022)}


def per_op_tolerance(dtype: str) -> tuple[float, float]:
    """(rtol, atol) for one op's result in ``dtype``; (0, 0), i.e. exact, for integers and bools."""
    return PER_OP.get(str(dtype), (0.0, 0.0))


def per_op_ulps(dtype: str) -> int:
    """The per-op relative tolerance of a float dtype in ulps of the result (see the module docstring)."""
    mantissa, _ = FORMATS[str(dtype)]
    return math.ceil(per_op_tolerance(dtype)[0] * 2 ** (mantissa + 1))


def ulp(magnitude: np.ndarray, dtype: str) -> np.ndarray:
    """The spacing of ``dtype`` at each ``magnitude`` (float64 values), subnormals included."""
    mantissa, min_exponent = FORMATS[str(dtype)]
    _, exponent = np.frexp(magnitude)  # magnitude = f * 2**exponent with f in [0.5, 1)
    exponent = np.where(magnitude == 0, min_exponent, np.maximum(exponent - 1, min_exponent))
    return np.ldexp(1.0, exponent - mantissa)


def budget(dtype: str, growth: float, floor: tuple[float, float] = (0.0, 0.0)) -> tuple[float, float]:
    """(absolute allowance, allowance in ulps) for a ``dtype`` result at rounding budget ``growth``, with the
    case's own (rtol, atol) ``floor``. repro.py carries these numbers, so it judges exactly as ``allowed``."""
    return max(floor[1], growth * per_op_tolerance(dtype)[1]), growth * per_op_ulps(dtype)


def allowed(want: np.ndarray, dtype: str, growth: float, spread=0.0, floor: tuple[float, float] = (0.0, 0.0)):
    """The allowed absolute difference at each element of ``want`` (float64 values of a ``dtype`` result).
    ``spread`` is the measured conditioning (see above); ``floor`` the case's own (rtol, atol)."""
    absolute, ulps = budget(dtype, growth, floor)
    magnitude = np.abs(want)
    return absolute + np.maximum(floor[0] * magnitude, ulps * ulp(magnitude, dtype)) + conditioning(growth, spread)


def allclose_bounds(dtype: str, growth: float, spread: float = 0.0,
                    floor: tuple[float, float] = (0.0, 0.0)) -> tuple[float, float]:
    """(rtol, atol) for a check of the form ``|got - want| <= atol + rtol * |want|`` (numpy's assert_allclose)
    that allows at least ``allowed(want, dtype, growth, spread, floor)`` at every element: an ulp of ``|w|`` is
    at most ``|w| * 2**-mantissa`` for a normal value and the subnormal spacing below that. ``spread`` is the
    largest measured conditioning of the result."""
    absolute, ulps = budget(dtype, growth, floor)
    mantissa, min_exponent = FORMATS[str(dtype)]
    rtol = max(floor[0], ulps * 2.0 ** -mantissa)
    return rtol, absolute + ulps * 2.0 ** (min_exponent - mantissa) + conditioning(growth, spread)


def conditioning(growth: float, spread):
    """The part of ``allowed`` that the program's measured conditioning adds."""
    return 2 * growth * spread


def growth(module: Module, inputs: Sequence[np.ndarray]) -> float:
    """The rounding budget ``g`` of ``module`` run on ``inputs`` (whose shapes bind its symbolic dims)."""
    extents = _symbol_extents(module, inputs)
    # A helper's own symbols are not bound by the entry's inputs: assume the largest extent seen.
    default = max((max(np.shape(x), default=1) for x in inputs), default=1)

    def shape(expr) -> tuple[int, ...]:
        t = type_of(expr)
        if not isinstance(t, TensorType) or t.shape is None:
            return ()
        return tuple(d if isinstance(d, int) else default for d in (substitute_dim(d, extents) for d in t.shape))

    total = 0.0
    for _, binding in walk(module):
        if isinstance(binding.value, Call):
            folded = _folded(ops.get(binding.value.op), binding.value.attr_dict,
                             [shape(a) for a in binding.value.args], shape(binding.var))
            total += math.sqrt(max(folded, 1))
        elif isinstance(binding.value, OpaqueCall):
            total += 1.0
    return max(1.0, total)


def _symbol_extents(module: Module, inputs: Sequence[np.ndarray]) -> dict[str, int]:
    extents = {}
    for param, value in zip(module.main.params, inputs):
        if isinstance(param.type, TensorType) and param.type.shape is not None:
            for dim, n in zip(param.type.shape, np.shape(value)):
                if isinstance(dim, str) and dim.isidentifier():
                    extents[dim] = int(n)
    return extents


def _folded(spec, attrs: dict, shapes: list[tuple[int, ...]], out: tuple[int, ...]) -> int:
    """How many input elements one output element of the op folds together (1: elementwise or data
    movement). An approximation from above where the exact count depends on padding or strides."""
    x = shapes[0] if shapes else ()
    if spec.name == "matmul":
        return x[-1] if x else 1
    if spec.family == "linalg":  # a convolution: input channels per group times the kernel window
        kernel = shapes[1]
        return math.prod(kernel) // max(1, kernel[attrs["kernel_layout"].index("O")])
    if spec.family == "pool":  # an adaptive pool has no fixed window: its input over its output size
        return math.prod(attrs["pool_size"]) if "pool_size" in attrs else math.prod(x) // max(1, math.prod(out))
    if spec.name == "nn.batch_norm":  # statistics over every axis but the channel axis
        return math.prod(x) // max(1, x[attrs["axis"]])
    if spec.name == "nn.group_norm":
        return x[attrs["channel_axis"]] // attrs["num_groups"] * _extent(x, attrs["axes"])
    if spec.family in ("reduce", "norm") or spec.name in ("cumsum", "cumprod"):
        return _extent(x, attrs["axes"] if "axes" in attrs else attrs.get("axis"))
    return 1


def _extent(shape: tuple[int, ...], axes) -> int:
    """The number of elements along ``axes`` (an int, a tuple, or None for all of them)."""
    if axes is None:
        return math.prod(shape)
    return math.prod(shape[a] for a in (axes if isinstance(axes, tuple) else (axes,)))
