"""What every oracle shares: the mismatch verdict and result comparison.

An oracle is a function ``check(case)`` that returns None when TVM behaves, raises ``Mismatch`` when TVM
runs but disagrees with the expected result, and lets TVM's own exceptions escape: the sandbox records
those as ``exception`` failures (or a crash, when TVM takes the process down).
"""

from __future__ import annotations

import numpy as np

from ..case import Case

DTYPE_TOLERANCE = {"float16": (1e-2, 1e-2), "float32": (1e-4, 1e-5), "float64": (1e-7, 1e-9)}

#: Exceptions relayreduce itself raises on programs it cannot handle. Such a failure is ours, not TVM's:
#: reducing it would draft a false report. (A bare ``AdapterError`` is not among them: it also carries
#: TVM's verdicts, e.g. a printed module that does not parse back; ``LoweringError`` is the adapter's own gap.)
OWN_ERRORS = ("NotInterpretable", "IRTypeError", "UnknownOpError", "CaseFileError", "LoweringError")


class Mismatch(AssertionError):
    """TVM produced a result that disagrees with the expected one."""


class Unsupported(RuntimeError):
    """The oracle cannot judge this case here (e.g. no GPU); not a TVM failure."""


def compare(got, want, case: Case, what: str) -> None:
    """Raise Mismatch unless ``got`` equals ``want`` within the case's (or the dtype's) tolerance."""
    if isinstance(want, tuple):
        if not isinstance(got, tuple) or len(got) != len(want):
            raise Mismatch(f"{what}: result has {_arity(got)} field(s), expected {len(want)}")
        for i, (g, w) in enumerate(zip(got, want)):
            compare(g, w, case, f"{what}[{i}]")
        return
    got, want = np.asarray(got), np.asarray(want)
    if got.shape != want.shape:
        raise Mismatch(f"{what}: shape {got.shape} vs expected {want.shape}")
    if got.dtype != want.dtype:
        raise Mismatch(f"{what}: dtype {got.dtype} vs expected {want.dtype}")
    rtol, atol = DTYPE_TOLERANCE.get(str(want.dtype), (0.0, 0.0))
    rtol, atol = max(rtol, case.oracle.rtol if want.dtype.kind == "f" else 0), max(
        atol, case.oracle.atol if want.dtype.kind == "f" else 0)
    g64, w64 = got.astype(np.float64), want.astype(np.float64)
    bad = ~np.isclose(g64, w64, rtol=rtol, atol=atol, equal_nan=True)
    if bad.any():
        index = tuple(int(i) for i in np.argwhere(bad)[0])
        raise Mismatch(f"{what}: {int(bad.sum())} of {bad.size} elements differ; first at {index}: "
                       f"{g64[index]!r} vs expected {w64[index]!r} (rtol={rtol}, atol={atol})")


def execute(case: Case, irmod, target: str | None = None, pipeline: str | None = None):
    """Build ``irmod`` and run the case's entry on its inputs; target and pipeline default to the case's."""
    from .. import tvm_adapter

    target = target or case.oracle.target
    executable = tvm_adapter.build(irmod, target, pipeline or case.oracle.pipeline)
    return tvm_adapter.run_executable(executable, case.input_arrays, target, case.program.entry)


def _arity(value) -> str:
    return str(len(value)) if isinstance(value, tuple) else "1 (a tensor)"
