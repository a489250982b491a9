"""dead-code: remove bindings nobody reads, parameters nobody reads (their inputs and arguments too) and
functions nobody calls. The driver's own clean-up removes what an edit made dead; this pass removes what
was dead from the start, which TVM still compiles and so may hold the bug."""

import dataclasses

from relayreduce.ir.expr import Binding, CallFunc, Module
from relayreduce.ir.rewrite import called_functions, map_bindings, sites, used_names

from ..delta import DeltaPass, with_program


def _drop_arguments(program: Module, callee: str, dropped: set[int]) -> Module:
    def edit(b: Binding, _dataflow):
        if isinstance(b.value, CallFunc) and b.value.func == callee:
            args = tuple(a for i, a in enumerate(b.value.args) if i not in dropped)
            return [Binding(b.var, CallFunc(callee, args))]
        return None

    return dataclasses.replace(
        program, functions=tuple(dataclasses.replace(fn, body=map_bindings(fn.body, edit)) for fn in program.functions))


def run(case, keep):
    program, inputs = case.program, list(case.inputs)
    called = called_functions(program)
    unused_functions = {fn.name for fn in program.functions
                        if fn.name != program.entry and fn.name not in called and not keep()}
    for fn in program.functions:
        if fn.name in unused_functions:
            continue
        used = used_names(fn)
        dead = {s.var.name for s in sites(fn) if s.var.name not in used and not keep()}
        dropped = {i for i, p in enumerate(fn.params) if p.name not in used and not keep()}
        if dead or dropped:
            current = program[fn.name]  # earlier callees may have dropped arguments of its calls already
            body = map_bindings(current.body, lambda b, _: [] if b.var.name in dead else None)
            params = tuple(p for i, p in enumerate(current.params) if i not in dropped)
            program = program.replace_function(dataclasses.replace(current, params=params, body=body))
        if dropped and fn.name == program.entry:
            inputs = [x for i, x in enumerate(inputs) if i not in dropped]
        elif dropped:
            program = _drop_arguments(program, fn.name, dropped)
    program = dataclasses.replace(program, functions=tuple(f for f in program.functions if f.name not in unused_functions))
    return with_program(case, program, inputs=tuple(inputs))


PASS = DeltaPass("dead-code", run, "remove unused bindings, parameters and functions")
