"""simplify-values: constants become splats, then zeros; inputs become zeros or ones. Values seldom matter to
a crash, and a repro whose data is all zeros says so at a glance."""

import numpy as np

from relayreduce.ir.expr import Binding, Const
from relayreduce.ir.rewrite import all_sites, map_expr, replace_binding

from ..delta import DeltaPass, first_dropped, with_program


def simpler(arr: np.ndarray) -> list[np.ndarray]:
    flat = arr.reshape(-1)
    options = []
    if flat.size and not (flat == flat[0]).all():
        options.append(np.full_like(arr, flat[0]))
    if arr.any():
        options.append(np.zeros_like(arr))
    return options


def run(case, keep):
    replaced: dict[Const, Const] = {}  # each distinct constant is one target, asked where it first appears
    program = case.program
    for site in all_sites(case.program):
        consts = [a for a in getattr(site.value, "args", ()) if isinstance(a, Const)]
        for c in consts:
            if c not in replaced:
                new = first_dropped(simpler(c.value), keep)
                replaced[c] = c if new is None else Const(new)
        if any(replaced[c] != c for c in consts):
            value = map_expr(site.value, lambda a: replaced.get(a, a) if isinstance(a, Const) else a, lambda s: s)
            program = replace_binding(program, site.fn, site.var.name, [Binding(site.var, value)])
    inputs = []
    for c in case.inputs:
        options = [o for o in (np.zeros_like(c.value), np.ones_like(c.value)) if not np.array_equal(o, c.value)]
        new = first_dropped(options, keep)
        inputs.append(c if new is None else Const(new))
    return with_program(case, program, inputs=tuple(inputs))


PASS = DeltaPass("simplify-values", run, "turn constants into splats or zeros and inputs into zeros or ones")
