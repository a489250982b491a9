"""passes: a sequence of Relax transforms (the case's pass list, Tzer-style) preserves the program's result."""

from ..case import Case
from .base import compare_builds, execute, optional_references

BEFORE, AFTER = "build before the passes", "build after the passes"


def check(case: Case) -> None:
    from .. import tvm_adapter

    plain = tvm_adapter.lower(case.program)
    runs = {BEFORE: lambda: execute(case, plain, pipeline="default")}
    first = {BEFORE: runs[BEFORE]()}
    transformed = tvm_adapter.apply_passes(plain, case.oracle.passes, case.oracle.target)
    tvm_adapter.check_well_formed(transformed)
    runs[AFTER] = lambda: execute(case, transformed, pipeline="default")
    first[AFTER] = runs[AFTER]()
    # as opt-diff's: the build before the passes is the expected result only if it gives one
    compare_builds(case, runs, first, AFTER, BEFORE, f"after {' -> '.join(case.oracle.passes) or 'no passes'}",
                   optional_references(case))
