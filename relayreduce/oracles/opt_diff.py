"""opt-diff: the optimizing pipeline (constant folding, fusion) agrees with the unoptimized build."""

from ..case import Case
from .base import compare_builds, execute, optional_references

UNOPTIMIZED, OPTIMIZED = "unoptimized build", "optimized build"


def check(case: Case) -> None:
    from .. import tvm_adapter

    runs = {name: (lambda pipeline=pipeline: execute(case, tvm_adapter.lower(case.program), pipeline=pipeline))
            for name, pipeline in ((UNOPTIMIZED, "default"), (OPTIMIZED, "optimized"))}
    first = {name: run() for name, run in runs.items()}
    # the unoptimized build is the expected result only if it gives one: on a difference, a second run of
    # each build tells a nondeterministic program (one that reads garbage) from an optimization's bug
    compare_builds(case, runs, first, OPTIMIZED, UNOPTIMIZED, "optimized vs unoptimized build",
                   optional_references(case))
