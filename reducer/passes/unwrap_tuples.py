"""unwrap-tuples: ``t = (a, b); x = t[1]`` reads ``b`` directly, and aliases (``x = y``) are read through."""

from collections import defaultdict

from relayreduce.ir.expr import Tuple, TupleGetItem, Var
from relayreduce.ir.rewrite import all_sites

from ..delta import DeltaPass, substitute_all, with_program


def run(case, keep):
    literal = {(s.fn, s.var.name): s.value for s in all_sites(case.program) if isinstance(s.value, Tuple)}
    mappings = defaultdict(dict)
    for site in all_sites(case.program):
        value = site.value
        if isinstance(value, Var):
            forwarded = value
        elif isinstance(value, TupleGetItem) and (site.fn, value.tuple_value.name) in literal:
            forwarded = literal[(site.fn, value.tuple_value.name)].fields[value.index]
        else:
            continue
        if not keep():
            mappings[site.fn][site.var.name] = forwarded
    return with_program(case, substitute_all(case.program, mappings))


PASS = DeltaPass("unwrap-tuples", run, "read tuple fields and aliases directly")
