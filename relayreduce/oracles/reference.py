"""reference: TVM's compiled result equals the NumPy reference of the whole program."""

from ..case import Case
from ..interp import evaluate
from .base import compare


def check(case: Case) -> None:
    from .. import tvm_adapter

    want = evaluate(case.program, case.input_arrays)
    irmod = tvm_adapter.apply_passes(tvm_adapter.lower(case.program), case.oracle.passes, case.oracle.target)
    got = tvm_adapter.run_executable(tvm_adapter.build(irmod, case.oracle.target, case.oracle.pipeline),
                                     case.input_arrays, case.oracle.target, case.program.entry)
    compare(got, want, case, f"{case.oracle.target}/{case.oracle.pipeline} vs NumPy reference")
