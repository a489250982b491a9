"""wellformed: TVM's well-formed check and type inference accept the program, with the types we infer."""

from ..case import Case
from .base import Mismatch


def check(case: Case) -> None:
    from .. import tvm_adapter
    from ..ir.expr import walk

    irmod = tvm_adapter.lower(case.program)
    tvm_adapter.check_well_formed(irmod)
    theirs = tvm_adapter.tvm_types(irmod)
    for fn, binding in walk(case.program):
        tvm_type = theirs.get((fn.name, binding.var.name))
        if tvm_type is not None and tvm_type != binding.var.type:
            raise Mismatch(f"type inference: @{fn.name} %{binding.var.name} is {binding.var.type} by the op's "
                           f"relation but TVM infers {tvm_type}")
