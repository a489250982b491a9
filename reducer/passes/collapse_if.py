"""collapse-if: an if/else is replaced by one of its branches, inlined where the if was."""

from relayreduce.ir.expr import Binding, If
from relayreduce.ir.rewrite import all_sites, replace_binding

from ..delta import DeltaPass, first_dropped, with_program


def run(case, keep):
    program = case.program
    for site in list(all_sites(case.program)):
        if not isinstance(site.value, If):
            continue
        branch = first_dropped((site.value.then_branch, site.value.else_branch), keep)
        if branch is not None:
            # Binding the branch's result (an atom or a tuple of atoms) keeps the variable's uses intact;
            # unwrap-tuples reads the alias through later.
            spliced = list(branch.bindings()) + [Binding(site.var, branch.result)]
            program = replace_binding(program, site.fn, site.var.name, spliced)
    return with_program(case, program)


PASS = DeltaPass("collapse-if", run, "replace an if/else by one of its branches")
