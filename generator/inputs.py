"""Input search: inputs under which the NumPy reference of a whole program stays finite (NNSmith-style).

Inputs start in a small symmetric range; when some intermediate value overflows or turns NaN, the search
retries with a fresh draw from a narrower range, then from positive-only ranges (logs, roots and
fractional powers of negatives are the usual culprits).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

import numpy as np

from relayreduce import ops
from relayreduce.inputs import draw_inputs
from relayreduce.interp import NotInterpretable, all_finite, evaluate
from relayreduce.ir.expr import Call, CallFunc, Function, Module, Var, walk_seq
from relayreduce.ops.spec import Domain

SCHEDULE = (Domain(-2.0, 2.0), Domain(-1.0, 1.0), Domain(0.1, 2.0), Domain(0.5, 1.5), Domain(-0.5, 0.5),
            Domain(1.0, 3.0), Domain(-3.0, -0.5))


@dataclass
class InputSearchResult:
    inputs: list[np.ndarray]
    finite: bool
    tries: int
    reference: object = None
    interpretable: bool = True  # False: an opaque call, so finiteness cannot be known


def value_domains(functions: Iterable[Function]) -> dict[tuple[str, str], Domain]:
    """(function, variable) -> the restricted domain its values must lie in: the variable is passed
    straight to an op argument with a restricted domain, or to such a parameter of another function."""
    functions = {fn.name: fn for fn in functions}
    found: dict[tuple[str, str], Domain] = {}
    changed = True
    while changed:  # a helper's requirement reaches its callers' parameters: iterate to a fixpoint
        changed = False
        for fn in functions.values():
            for binding in walk_seq(fn.body):
                value = binding.value
                if isinstance(value, Call):
                    spec = ops.get(value.op)
                    domains = [spec.domain(k) if spec.domain(k).restricts else None for k in range(len(value.args))]
                elif isinstance(value, CallFunc) and value.func in functions:
                    domains = [found.get((value.func, p.name)) for p in functions[value.func].params]
                else:
                    continue
                for arg, domain in zip(value.args, domains):
                    key = (fn.name, getattr(arg, "name", None))
                    if domain is not None and isinstance(arg, Var) and key not in found:
                        found[key] = domain
                        changed = True
    return found


def param_domains(functions: Iterable[Function]) -> dict[tuple[str, str], Domain]:
    functions = list(functions)
    params = {(fn.name, p.name) for fn in functions for p in fn.params}
    return {key: d for key, d in value_domains(functions).items() if key in params}


def required_domains(module: Module) -> dict[str, Domain]:
    """Entry parameters whose inputs must lie in a restricted domain, and that domain."""
    return {param: domain for (fn, param), domain in param_domains(module.functions).items() if fn == module.entry}


def find_inputs(module: Module, seed: int = 0, tries_per_domain: int = 3) -> InputSearchResult:
    """Inputs for ``module.main`` whose reference execution is NaN/Inf-free at every binding, if found."""
    rng = np.random.default_rng(seed)
    required = required_domains(module)
    tries = 0
    last: list[np.ndarray] = []
    for domain in SCHEDULE:
        for _ in range(tries_per_domain):
            tries += 1
            last = draw_inputs(module.main, rng, domain, required)
            finite = True

            def observe(fn, var, value):
                nonlocal finite
                finite = finite and all_finite(value)

            try:
                result = evaluate(module, last, observe)
            except NotInterpretable:
                return InputSearchResult(last, finite=False, tries=tries, interpretable=False)
            except (IndexError, ValueError, ZeroDivisionError, OverflowError):
                continue  # the reference is undefined on these inputs (e.g. an index out of range)
            if finite and all_finite(result):
                return InputSearchResult(last, True, tries, result)
    return InputSearchResult(last, False, tries)
