"""replace-with-leaf: a binding's value becomes a same-typed parameter, or else a constant of zeros.

A parameter frees the most: the whole cone above the binding may die. One parameter is enough to try (any
same-typed one proves the value unnecessary), and other in-scope variables are hoist-operand's business, so
a binding costs at most two candidates: 1-minimality stays cheap to prove.
"""

from collections import defaultdict

import numpy as np

from relayreduce.ir.expr import Const, Var
from relayreduce.ir.rewrite import all_sites
from relayreduce.ir.types import TensorType

from ..delta import DeltaPass, first_dropped, substitute_all, with_program


def _leaves(site, params):
    t = site.var.type
    yield from [p for p in site.scope if p in params and p.type == t][:1]
    # not zero-size: TVM 0.27 prints such a constant into the metadata section but cannot load it back, so
    # it would have no standalone repro.py
    if isinstance(t, TensorType) and t.is_static and all(t.shape):
        yield Const(np.zeros(t.shape, dtype=t.dtype))


def run(case, keep):
    params = {fn.name: set(fn.params) for fn in case.program.functions}
    mappings = defaultdict(dict)
    for site in all_sites(case.program):
        if isinstance(site.value, (Var, Const)):
            continue  # already a leaf: nothing to gain
        leaf = first_dropped(_leaves(site, params[site.fn]), keep)
        if leaf is not None:
            mappings[site.fn][site.var.name] = leaf
    return with_program(case, substitute_all(case.program, mappings))


PASS = DeltaPass("replace-with-leaf", run, "replace a value by a same-typed parameter, variable or constant")
