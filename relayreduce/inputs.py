"""Concrete inputs for a function's parameters, drawn so that reference execution stays finite."""

from __future__ import annotations

import numpy as np

from .ir.expr import Function
from .ir.types import TensorType, symbols_of
from .ops.spec import Domain

#: Small values: they keep generic programs finite (products, exponentials) in every float dtype.
DEFAULT_DOMAIN = Domain(-2.0, 2.0)


def bind_symbols(fn: Function, rng: np.random.Generator, low: int = 1, high: int = 4) -> dict[str, int]:
    """One concrete extent per symbolic dim of the parameters; a name means the same extent everywhere."""
    names = sorted({s for p in fn.params if isinstance(p.type, TensorType) and p.type.shape
                    for d in p.type.shape for s in symbols_of(d)})
    return {name: int(rng.integers(low, high + 1)) for name in names}


def concrete_shape(t: TensorType, symbols: dict[str, int]) -> tuple[int, ...]:
    if t.shape is None:
        raise ValueError(f"cannot make an input of unknown shape {t}")
    return tuple(d if isinstance(d, int) else symbols[d] for d in t.shape)


def draw_inputs(fn: Function, rng: np.random.Generator, domain: Domain = DEFAULT_DOMAIN,
                overrides: dict[str, Domain] | None = None) -> list[np.ndarray]:
    """One input per parameter, from ``domain`` or the parameter's entry in ``overrides``."""
    symbols = bind_symbols(fn, rng)
    overrides = overrides or {}
    inputs = []
    for p in fn.params:
        if not isinstance(p.type, TensorType):
            raise ValueError(f"parameter %{p.name} has type {p.type}; only tensor parameters get inputs")
        inputs.append(overrides.get(p.name, domain).draw(rng, concrete_shape(p.type, symbols), p.type.dtype))
    return inputs


def random_inputs(fn: Function, seed: int = 0, domain: Domain = DEFAULT_DOMAIN) -> list[np.ndarray]:
    return draw_inputs(fn, np.random.default_rng(seed), domain)
