"""cut-to-param: an intermediate value of the entry becomes a new parameter of the same type, fed with the
value the NumPy reference computes for it (the FX minifier's trick), so everything before it can go.

Targets run from the last binding to the first: a late cut frees the most. A value the reference cannot
compute (after an opaque call) is not a target.
"""

import dataclasses

import numpy as np

from relayreduce.interp import NotInterpretable, evaluate
from relayreduce.ir.expr import Const
from relayreduce.ir.printer import fingerprint
from relayreduce.ir.rewrite import map_bindings, sites
from relayreduce.ir.types import TensorType

from ..delta import DeltaPass, with_program

_memo: dict = {}


def reference_values(case) -> dict[str, np.ndarray]:
    """Values of the entry's top-level bindings on the case's inputs, as far as the reference gets."""
    key = (fingerprint(case.program), tuple(c.digest() for c in case.inputs))
    if key not in _memo:
        values: dict[str, np.ndarray] = {}
        entry = case.program.entry

        def observe(fn, var, value):
            if fn == entry:
                values[var.name] = value

        try:
            evaluate(case.program, case.input_arrays, observe)
        except (NotInterpretable, ArithmeticError, IndexError, ValueError, TypeError):
            pass  # the values observed before the reference stopped are still good
        _memo.clear()  # one program at a time: the driver asks about the current case only
        _memo[key] = values
    return _memo[key]


def _cuttable(site, values) -> bool:
    t, value = site.var.type, values.get(site.var.name)
    return (not site.nested and isinstance(t, TensorType) and t.shape is not None
            and isinstance(value, np.ndarray) and str(value.dtype) == t.dtype and value.ndim == t.ndim)


def run(case, keep):
    main = case.program.main
    values = reference_values(case)
    targets = [s for s in sites(main) if _cuttable(s, values)]
    cut = [s.var for s in reversed(targets) if not keep()]
    if not cut:
        return case
    names = {v.name for v in cut}
    body = map_bindings(main.body, lambda b, _: [] if b.var.name in names else None)
    program = case.program.replace_function(dataclasses.replace(main, params=main.params + tuple(cut), body=body))
    inputs = case.inputs + tuple(Const(values[v.name]) for v in cut)
    return with_program(case, program, inputs=inputs)


PASS = DeltaPass("cut-to-param", run, "turn an intermediate value into a parameter fed with its reference value")
