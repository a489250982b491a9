"""Oracles: each judges one aspect of TVM on a case. One small module per oracle, one registry line each."""

from __future__ import annotations

from typing import Callable

from ..case import Case
from . import compile, cpu_gpu, opt_diff, passes, reference, roundtrip, wellformed
from .base import OWN_ERRORS, PRECISION_ONLY, UNTRUSTED, Mismatch, Unsupported, compare

ORACLES: dict[str, Callable[[Case], None]] = {
    "wellformed": wellformed.check,
    "roundtrip": roundtrip.check,
    "compile": compile.check,
    "reference": reference.check,
    "opt-diff": opt_diff.check,
    "passes": passes.check,
    "cpu-gpu": cpu_gpu.check,
}

#: The oracles that compare values: only they need inputs on which the program's reference is finite.
COMPARING = ("reference", "opt-diff", "passes", "cpu-gpu")


class UnknownOracleError(ValueError):
    pass


def get(name: str) -> Callable[[Case], None]:
    try:
        return ORACLES[name]
    except KeyError:
        raise UnknownOracleError(f"unknown oracle {name!r}; expected one of {', '.join(ORACLES)}") from None


def available() -> list[str]:
    """Oracles that can run on this machine (cpu-gpu needs a GPU)."""
    return [name for name in ORACLES if name != "cpu-gpu" or cpu_gpu.available()]


def run_oracle(case: Case) -> None:
    """Run the case's own oracle: the function the sandbox executes in the child process."""
    get(case.oracle.name)(case)


__all__ = ["COMPARING", "ORACLES", "OWN_ERRORS", "PRECISION_ONLY", "UNTRUSTED", "Mismatch", "UnknownOracleError",
           "Unsupported", "available", "compare", "get", "run_oracle"]
