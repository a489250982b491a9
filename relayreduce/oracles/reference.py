"""reference: TVM's compiled result equals the NumPy reference of the whole program."""

from ..case import Case
from ..interp import evaluate
from .base import compare, execute


def check(case: Case) -> None:
    from .. import tvm_adapter

    want = evaluate(case.program, case.input_arrays)
    irmod = tvm_adapter.apply_passes(tvm_adapter.lower(case.program), case.oracle.passes, case.oracle.target)
    compare(execute(case, irmod), want, case, f"{case.oracle.target}/{case.oracle.pipeline} vs NumPy reference")
