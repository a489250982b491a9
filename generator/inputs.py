"""Input search: inputs under which the NumPy reference of a whole program stays finite (NNSmith-style).

Inputs start in a small symmetric range; when some intermediate value overflows or turns NaN, the search
retries with a fresh draw from a narrower range, then from positive-only ranges (logs, roots and
fractional powers of negatives are the usual culprits).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from relayreduce.inputs import bind_symbols, concrete_shape
from relayreduce.interp import NotInterpretable, all_finite, evaluate
from relayreduce import ops
from relayreduce.ir.expr import Call, Module, Var, walk
from relayreduce.ops.spec import Domain

SCHEDULE = (Domain(-2.0, 2.0), Domain(-1.0, 1.0), Domain(0.1, 2.0), Domain(0.5, 1.5), Domain(-0.5, 0.5),
            Domain(1.0, 3.0), Domain(-3.0, -0.5))


@dataclass
class InputSearchResult:
    inputs: list[np.ndarray]
    finite: bool
    tries: int
    reference: object = None


def required_domains(module: Module) -> dict[str, Domain]:
    """Entry parameters passed straight to an op argument with a restricted domain, and that domain."""
    required: dict[str, Domain] = {}
    for fn, binding in walk(module):
        if fn.name != module.entry or not isinstance(binding.value, Call):
            continue
        spec = ops.get(binding.value.op)
        for k, arg in enumerate(binding.value.args):
            if isinstance(arg, Var) and spec.domain(k).restricts:
                required.setdefault(arg.name, spec.domain(k))
    return required


def _draw(module: Module, rng: np.random.Generator, domain: Domain, required: dict) -> list[np.ndarray]:
    symbols = bind_symbols(module.main, rng)
    return [required.get(p.name, domain).draw(rng, concrete_shape(p.type, symbols), p.type.dtype)
            for p in module.main.params]


def find_inputs(module: Module, seed: int = 0, tries_per_domain: int = 3) -> InputSearchResult:
    """Inputs for ``module.main`` whose reference execution is NaN/Inf-free at every binding, if found."""
    rng = np.random.default_rng(seed)
    required = required_domains(module)
    tries = 0
    last: list[np.ndarray] = []
    for domain in SCHEDULE:
        for _ in range(tries_per_domain):
            tries += 1
            last = _draw(module, rng, domain, required)
            finite = True

            def observe(fn, var, value):
                nonlocal finite
                finite = finite and all_finite(value)

            try:
                result = evaluate(module, last, observe)
            except NotInterpretable:
                return InputSearchResult(last, finite=False, tries=tries)
            except (IndexError, ValueError, ZeroDivisionError, OverflowError):
                continue  # the reference is undefined on these inputs (e.g. an index out of range)
            if finite and all_finite(result):
                return InputSearchResult(last, True, tries, result)
    return InputSearchResult(last, False, tries)
