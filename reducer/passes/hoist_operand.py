"""hoist-operand: an op call is replaced by one of its operands of the same type (``relu(x)`` becomes ``x``)."""

from collections import defaultdict

from relayreduce.ir.expr import Call, CallFunc, OpaqueCall, Tuple
from relayreduce.ir.rewrite import all_sites

from ..delta import DeltaPass, first_dropped, substitute_all, with_program


def _operands(value):
    for a in value.args:
        yield from (a.fields if isinstance(a, Tuple) else (a,))  # concat packs its tensors in a tuple


def run(case, keep):
    mappings = defaultdict(dict)
    for site in all_sites(case.program):
        if isinstance(site.value, (Call, CallFunc, OpaqueCall)):
            same_typed = dict.fromkeys(a for a in _operands(site.value) if a.type == site.var.type)
            operand = first_dropped(same_typed, keep)
            if operand is not None:
                mappings[site.fn][site.var.name] = operand
    return with_program(case, substitute_all(case.program, mappings))


PASS = DeltaPass("hoist-operand", run, "replace an op call by one of its same-typed operands")
