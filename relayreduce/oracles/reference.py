"""reference: TVM's compiled result equals the NumPy reference of the whole program."""

from ..case import Case
from .base import compare, execute, references


def check(case: Case) -> None:
    from .. import tvm_adapter

    refs = references(case)  # first: a program we cannot evaluate is Unsupported before TVM runs at all
    irmod = tvm_adapter.apply_passes(tvm_adapter.lower(case.program), case.oracle.passes, case.oracle.target)
    compare(execute(case, irmod), refs.value, case, f"{case.oracle.target}/{case.oracle.pipeline} vs NumPy reference",
            refs)
