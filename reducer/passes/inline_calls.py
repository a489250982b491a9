"""inline-calls: a call of a module function is replaced by the callee's body, renamed apart."""

import itertools

from relayreduce.ir.expr import Binding, CallFunc, Var, walk_seq
from relayreduce.ir.rewrite import all_sites, map_bindings, replace_binding, retype, sites, substitute_seq

from ..delta import DeltaPass, with_program


def _fresh(name: str, taken: set[str]) -> str:
    for candidate in itertools.chain([name], (f"{name}_{i}" for i in itertools.count(1))):
        if candidate not in taken:
            taken.add(candidate)
            return candidate


def _inlined(program, site):
    caller, callee = program[site.fn], program[site.value.func]
    taken = {p.name for p in caller.params} | {s.var.name for s in sites(caller)}
    taken |= {p.name for p in callee.params} | {b.var.name for b in walk_seq(callee.body)}
    renamed = {b.var.name: Var(_fresh(f"{callee.name}_{b.var.name}", taken), b.var.type)
               for b in walk_seq(callee.body)}
    arguments = {p.name: a for p, a in zip(callee.params, site.value.args)}
    # One simultaneous substitution: a caller's argument may share a name with one of the callee's variables.
    body = substitute_seq(callee.body, {**arguments, **renamed}, chains=False)
    body = map_bindings(body, lambda b, _: [Binding(renamed[b.var.name], b.value)])
    return list(body.bindings()) + [Binding(site.var, body.result)]


def run(case, keep):
    program = case.program
    for site in list(all_sites(case.program)):
        if isinstance(site.value, CallFunc) and not keep():
            program = replace_binding(program, site.fn, site.var.name, _inlined(program, site))
    if program is case.program:
        return case
    # The callee's types speak of its own symbolic dims; re-inference restates them in the caller's.
    return with_program(case, retype(program))


PASS = DeltaPass("inline-calls", run, "replace a call of a module function by the callee's body")
