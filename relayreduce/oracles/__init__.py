"""Oracles: each judges one aspect of TVM on a case. One small module per oracle, one registry line each."""

from __future__ import annotations

from typing import Callable

from ..case import Case, OracleSpec
from . import compile, cpu_gpu, opt_diff, passes, reference, roundtrip, wellformed
from .base import NONDETERMINISTIC, OWN_ERRORS, PRECISION_ONLY, UNTRUSTED, Mismatch, Unsupported, compare

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


def missing_device(spec: OracleSpec, remedy: str = "run the case on a machine with one") -> str | None:
    """Why a case judged by ``spec`` cannot run on this machine (no device for its target, or for cpu-gpu's
    GPU), in one line ending with ``remedy``, or None. Run anyway, it would fail in TVM's runtime (or, for
    cpu-gpu, decline): a verdict on this machine, not on TVM."""
    from .. import tvm_adapter

    target = "cuda" if spec.name == "cpu-gpu" else spec.target.split()[0]
    if tvm_adapter.target_available(target):
        return None
    return f"target {target} is not available on this machine (no {target.upper()} device); {remedy}"


def run_oracle(case: Case) -> None:
    """Run the case's own oracle: the function the sandbox executes in the child process."""
    get(case.oracle.name)(case)


def build_passes(case: Case) -> dict[str, list[str]]:
    """The passes the case's builds run, each with those that run inside it (tvm_adapter.build_passes). Run in
    the sandbox: the build may crash. opt-diff's optimized build runs every pass its unoptimized one does."""
    from .. import tvm_adapter

    target = case.oracle.target
    pipeline = "optimized" if case.oracle.name == "opt-diff" else case.oracle.pipeline
    irmod = tvm_adapter.apply_passes(tvm_adapter.lower(case.program), case.oracle.passes, target)
    return tvm_adapter.build_passes(irmod, target, pipeline)


def built_code(case: Case) -> str:
    """The code that the builds of the case's oracle produce (tvm_adapter.built_code), built but not run: cases
    whose builds give the same text run the same code. Run in the sandbox: the build may crash."""
    from .. import tvm_adapter

    o = case.oracle
    plain = tvm_adapter.lower(case.program)
    transformed = tvm_adapter.apply_passes(plain, o.passes, o.target)
    modules = (plain, transformed) if o.name == "passes" else (transformed,)
    pipelines = ("default", "optimized") if o.name == "opt-diff" else (o.pipeline,)
    return "\n".join(tvm_adapter.built_code(tvm_adapter.build(m, o.target, p, o.disabled_passes))
                     for m in modules for p in pipelines)


__all__ = ["COMPARING", "NONDETERMINISTIC", "ORACLES", "OWN_ERRORS", "PRECISION_ONLY", "UNTRUSTED", "Mismatch", "UnknownOracleError",
           "Unsupported", "available", "build_passes", "built_code", "compare", "get", "missing_device", "run_oracle"]
