"""wellformed: TVM's well-formed check and type inference accept the program, with the types we infer."""

from ..case import Case
from .base import Mismatch


def check(case: Case) -> None:
    from .. import tvm_adapter

    irmod = tvm_adapter.lower(case.program)
    tvm_adapter.check_well_formed(irmod)
    for fn, binding, tvm_type in tvm_adapter.inferred_types(case.program, irmod):
        if tvm_type != binding.var.type:
            raise Mismatch(f"type inference: @{fn.name} %{binding.var.name} is {binding.var.type} by the op's "
                           f"relation but TVM infers {tvm_type}")
