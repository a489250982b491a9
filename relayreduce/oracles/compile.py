"""compile: the program builds and runs on the case's target without error."""

from ..case import Case


def check(case: Case) -> None:
    from .. import tvm_adapter

    irmod = tvm_adapter.apply_passes(tvm_adapter.lower(case.program), case.oracle.passes, case.oracle.target)
    executable = tvm_adapter.build(irmod, case.oracle.target, case.oracle.pipeline)
    tvm_adapter.run_executable(executable, case.input_arrays, case.oracle.target, case.program.entry)
