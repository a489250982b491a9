"""compile: the program builds and runs on the case's target without error."""

from ..case import Case
from .base import execute


def check(case: Case) -> None:
    from .. import tvm_adapter

    execute(case, tvm_adapter.apply_passes(tvm_adapter.lower(case.program), case.oracle.passes, case.oracle.target))
