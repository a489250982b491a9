"""opt-diff: the optimizing pipeline (constant folding, fusion) agrees with the unoptimized build."""

from ..case import Case
from .base import compare


def check(case: Case) -> None:
    from .. import tvm_adapter

    results = {}
    for pipeline in ("default", "optimized"):
        executable = tvm_adapter.build(tvm_adapter.lower(case.program), case.oracle.target, pipeline)
        results[pipeline] = tvm_adapter.run_executable(executable, case.input_arrays, case.oracle.target,
                                                       case.program.entry)
    compare(results["optimized"], results["default"], case, "optimized vs unoptimized build")
