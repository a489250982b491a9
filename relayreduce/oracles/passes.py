"""passes: a sequence of Relax transforms (the case's pass list, Tzer-style) preserves the program's result."""

from ..case import Case
from .base import compare


def check(case: Case) -> None:
    from .. import tvm_adapter

    plain = tvm_adapter.lower(case.program)
    baseline = tvm_adapter.run_executable(tvm_adapter.build(plain, case.oracle.target), case.input_arrays,
                                          case.oracle.target, case.program.entry)
    transformed = tvm_adapter.apply_passes(plain, case.oracle.passes, case.oracle.target)
    tvm_adapter.check_well_formed(transformed)
    got = tvm_adapter.run_executable(tvm_adapter.build(transformed, case.oracle.target), case.input_arrays,
                                     case.oracle.target, case.program.entry)
    compare(got, baseline, case, f"after {' -> '.join(case.oracle.passes) or 'no passes'}")
