"""pass-list: drop passes from a pass-triggered failure's sequence (ddmin over the passes)."""

import dataclasses

from ..delta import DeltaPass


def run(case, keep):
    passes = tuple(p for p in case.oracle.passes if keep())
    if passes == case.oracle.passes:
        return case
    return dataclasses.replace(case, oracle=dataclasses.replace(case.oracle, passes=passes))


PASS = DeltaPass("pass-list", run, "drop Relax passes from the oracle's pass sequence")
