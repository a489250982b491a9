"""opt-diff: the optimizing pipeline (constant folding, fusion) agrees with the unoptimized build."""

from ..case import Case
from .base import compare, execute, optional_references


def check(case: Case) -> None:
    from .. import tvm_adapter

    results = {pipeline: execute(case, tvm_adapter.lower(case.program), pipeline=pipeline)
               for pipeline in ("default", "optimized")}
    compare(results["optimized"], results["default"], case, "optimized vs unoptimized build",
            optional_references(case))
