"""Drop the module's non-Relax functions (PrimFuncs) that no ``R.call_tir`` calls any more."""

import dataclasses

from relayreduce.ir.expr import OpaqueCall, walk

from ..delta import DeltaPass, with_program


def run(case, keep):
    program = case.program
    called = {name for _, b in walk(program) if isinstance(b.value, OpaqueCall) for _, name in b.value.global_args}
    kept = tuple((name, text) for name, text in program.extern_funcs if name in called or keep())
    if len(kept) == len(program.extern_funcs):
        return case
    return with_program(case, dataclasses.replace(program, extern_funcs=kept))


PASS = DeltaPass("drop-extern-funcs", run, "remove PrimFuncs nothing calls")
