"""passes: a sequence of Relax transforms (the case's pass list, Tzer-style) preserves the program's result."""

from ..case import Case
from .base import compare, execute, optional_references


def check(case: Case) -> None:
    from .. import tvm_adapter

    plain = tvm_adapter.lower(case.program)
    baseline = execute(case, plain, pipeline="default")
    transformed = tvm_adapter.apply_passes(plain, case.oracle.passes, case.oracle.target)
    tvm_adapter.check_well_formed(transformed)
    got = execute(case, transformed, pipeline="default")
    compare(got, baseline, case, f"after {' -> '.join(case.oracle.passes) or 'no passes'}",
            optional_references(case))
