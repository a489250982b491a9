"""What every oracle shares: the verdicts, the references and result comparison.

An oracle is a function ``check(case)`` that returns None when TVM behaves, raises ``Mismatch`` when TVM
runs but disagrees with the expected result, and lets TVM's own exceptions escape: the sandbox records
those as ``exception`` failures (or a crash, when TVM takes the process down). It raises ``Unsupported`` when
it cannot judge the case; a message starting with ``PRECISION_ONLY`` or ``UNTRUSTED`` says the results
differed, but only where the difference is not TVM's fault (campaigns count those apart).

An oracle that compares two TVM builds of the program (opt-diff, passes) takes one of them as the expected
result only once it has shown it is one: ``compare_builds`` builds and runs both a second time before it
reports that they disagree, and a build whose two runs on the same inputs differ is the verdict instead, a
``Mismatch`` whose message starts with ``NONDETERMINISTIC`` (the compiled code reads memory it does not own:
out of bounds or uninitialized).

A comparison trusts an element only where our reference is trustworthy: ``references`` evaluates the
program as written, widened to float64/int64, and widened with one rounding per op added back
(``interp.evaluate``), and ``compare`` ignores elements whose expected value is not finite or turns
non-finite when widened, and integer elements whose value depended on overflow or on rounding (the
references differ there; TVM's LLVM code marks signed arithmetic ``nsw``, so overflow is undefined).
The allowed difference of a float element is ``tolerance.allowed`` (see tolerance.py for the formula). A
difference within it, but beyond what a well-conditioned program would allow, is precision-only: so is one
where TVM is within tolerance of the float64 evaluation.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..case import Case
from . import tolerance

#: Exceptions relayreduce itself raises on programs it cannot handle. Such a failure is ours, not TVM's:
#: campaigns count it apart instead of recording it, and reducing it would draft a false report. (A bare
#: ``AdapterError`` is not among them: it also carries TVM's verdicts, e.g. a printed module that does not
#: parse back; ``LoweringError`` is the adapter's own gap.)
OWN_ERRORS = ("NotInterpretable", "IRTypeError", "UnknownOpError", "CaseFileError", "LoweringError")

#: How an ``Unsupported`` message starts when TVM's result differs from ours only where ours cannot decide.
PRECISION_ONLY = "precision-only"
UNTRUSTED = "untrusted"
#: How a ``Mismatch`` message starts when one build of the program gave two results on the same inputs.
NONDETERMINISTIC = "nondeterministic result"


class Mismatch(AssertionError):
    """TVM produced a result that disagrees with the expected one."""


class Unsupported(RuntimeError):
    """The oracle cannot judge this case here (e.g. no GPU); not a TVM failure."""


@dataclass(frozen=True)
class References:
    """The NumPy reference of a program; the same computed widened, and widened with one rounding per op
    (both None when an op reference cannot take the wider dtypes: then the first reference decides alone).
    The spread between them is the program's measured conditioning."""

    value: object
    wide: object | None = None
    perturbed: object | None = None


def references(case: Case) -> References:
    """Both references of ``case``; ``Unsupported`` when the interpreter cannot evaluate the program at all
    (an opaque call, or an op reference undefined on these inputs): that is our limit, not TVM's failure."""
    from ..interp import evaluate

    try:
        value = evaluate(case.program, case.input_arrays)
    except Exception as err:  # noqa: BLE001 - NumPy only: whatever stops it, the reference is not ours to give
        raise Unsupported(f"no NumPy reference: {type(err).__name__}: {err}") from None
    try:
        return References(value, evaluate(case.program, case.input_arrays, widen=True),
                          evaluate(case.program, case.input_arrays, widen=True, perturb=0))
    except Exception:  # noqa: BLE001 - an op reference that cannot take float64/int64
        return References(value)


def optional_references(case: Case) -> References | None:
    """``references`` where the program is interpretable; None where it is not (an oracle comparing two TVM
    builds still judges such a program, with the tolerance of its depth alone)."""
    try:
        return references(case)
    except Unsupported:
        return None


@dataclass
class _Tally:
    """What the comparison found beyond the tolerance, over every field of the result."""

    mismatch: str = ""  # the first field's description, if any trusted element differs
    precision_only: int = 0  # differ from the first reference but agree with the wide one
    untrusted: int = 0  # differ where the reference cannot decide


def compare(got, want, case: Case, what: str, refs: References | None = None) -> None:
    """Raise Mismatch unless ``got`` equals ``want`` within tolerance at every trusted element; raise
    Unsupported (PRECISION_ONLY or UNTRUSTED) when the only differences are where ``refs`` cannot decide.
    ``refs`` are the program's references (``want`` itself, for the reference oracle)."""
    tally = _Tally()
    _compare(got, want, (refs.value, refs.wide, refs.perturbed) if refs else (None, None, None), case,
             tolerance.growth(case.program, case.input_arrays), what, tally)
    if tally.mismatch:
        raise Mismatch(tally.mismatch)
    if tally.precision_only:
        raise Unsupported(f"{PRECISION_ONLY}: {what}: {tally.precision_only} element(s) differ by no more than "
                          "the program's rounding explains (measured against its float64 evaluation)")
    if tally.untrusted:
        raise Unsupported(f"{UNTRUSTED}: {what}: {tally.untrusted} element(s) differ only where the reference "
                          "is not trustworthy (integer overflow, or not finite)")


def _compare(got, want, refs: tuple, case: Case, growth: float, what: str, tally: _Tally) -> None:
    """``refs``: this field of the references (value, wide, perturbed), any of them None."""
    if isinstance(want, tuple):
        if not isinstance(got, tuple) or len(got) != len(want):
            raise Mismatch(f"{what}: result has {_arity(got)} field(s), expected {len(want)}")
        for i, (g, w) in enumerate(zip(got, want)):
            _compare(g, w, tuple(_field(r, i) for r in refs), case, growth, f"{what}[{i}]", tally)
        return
    got, want = np.asarray(got), np.asarray(want)
    if got.shape != want.shape:
        raise Mismatch(f"{what}: shape {got.shape} vs expected {want.shape}")
    if got.dtype != want.dtype:
        raise Mismatch(f"{what}: dtype {got.dtype} vs expected {want.dtype}")
    ref, wide, perturbed = (np.asarray(r) if _same_shape(r, want) else None for r in refs)
    if ref is None or wide is None or perturbed is None:  # a spread needs all three
        wide = perturbed = None
    if want.dtype.kind == "f":
        beyond, untrusted, precision, allowed = _float_elements(got, want, ref, wide, perturbed, case, growth)
    else:  # integers and bools: exact, except where the value depended on overflow or rounding
        beyond, allowed = got != want, None
        untrusted = (ref != wide) | (wide != perturbed) if wide is not None else np.zeros(want.shape, bool)
        precision = np.zeros(want.shape, bool)
    bad = beyond & ~untrusted & ~precision
    tally.precision_only += int((beyond & precision & ~untrusted).sum())
    tally.untrusted += int((beyond & untrusted).sum())
    if bad.any() and not tally.mismatch:
        index = tuple(int(i) for i in np.argwhere(bad)[0])
        g, w = float(got[index]), float(want[index])
        bound = f" (allowed ±{allowed[index]:.3g} there)" if allowed is not None else ""
        tally.mismatch = (f"{what}: {int(bad.sum())} of {bad.size} elements differ; first at {index}: "
                          f"{g!r} vs expected {w!r}{bound}")


def _float_elements(got, want, ref, wide, perturbed, case: Case, growth: float):
    """(beyond the tolerance of a well-conditioned program, untrusted, explained by precision, allowed) for
    every element of a float result. An element beyond the first but within ``allowed`` (the conditioning
    term included), or within tolerance of the float64 evaluation, differs only by precision."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    dtype, floor = str(want.dtype), (case.oracle.rtol, case.oracle.atol)
    untrusted, spread = np.zeros(w.shape, bool), 0.0
    with np.errstate(invalid="ignore"):  # inf - inf: NaN, which the comparisons below read as "not within"
        if ref is not None:
            ref = ref.astype(np.float64)
            untrusted = ~np.isfinite(ref)
            if wide is not None:
                exact = wide.astype(np.float64)
                spread = conditioning_spread(ref, wide, perturbed)
                untrusted |= ~np.isfinite(spread)
                spread = np.where(untrusted, 0.0, spread)
        plain = tolerance.allowed(w, dtype, growth, 0.0, floor)
        allowed = plain + tolerance.conditioning(growth, spread)
        difference = np.abs(g - w)
        close = (difference <= plain) | (g == w) | (np.isnan(g) & np.isnan(w))
        explained = difference <= allowed
        if wide is not None:  # TVM agrees with the float64 evaluation itself: it was the more precise of us two
            explained |= np.abs(g - exact) <= tolerance.allowed(exact, dtype, growth, 0.0, floor)
    return ~close, untrusted, explained, allowed


def conditioning_spread(ref, wide, perturbed) -> np.ndarray:
    """The program's measured conditioning at each element of a float field (float64): how far our
    reference's roundings, or one rounding per op, move it from the float64 evaluation (see tolerance.py)."""
    exact = np.asarray(wide).astype(np.float64)
    with np.errstate(invalid="ignore"):
        return np.maximum(np.abs(np.asarray(ref).astype(np.float64) - exact),
                          np.abs(np.asarray(perturbed).astype(np.float64) - exact))


def _field(value, i: int):
    return value[i] if isinstance(value, tuple) and i < len(value) else None


def _same_shape(value, want: np.ndarray) -> bool:
    return value is not None and not isinstance(value, tuple) and np.shape(value) == want.shape


def compare_builds(case: Case, runs: dict, first: dict, got: str, want: str, what: str,
                   refs: References | None = None) -> None:
    """``compare`` the results of two builds of the program, ``first[got]`` against ``first[want]``: the build
    named ``want`` is the expected one. ``runs`` maps each build's name to the function that gave its first
    result: it builds the module and runs it on the case's inputs. Before a difference is reported, each
    build, ``want``'s first, is built and run a second time: when its two results are not identical, its
    result is no expected value, and the verdict is that the program is nondeterministic (a Mismatch starting
    with ``NONDETERMINISTIC``, which names the build), not that the builds disagree. A comparison that passes
    costs nothing more.

    Built afresh, not the first executable run again: each first result is computed exactly as a single
    comparison computes it, with the other build's executable freed, so what the first comparison sees does
    not change (an out-of-bounds read returns whatever the heap holds there, and keeping an executable alive
    changes that)."""
    try:
        compare(first[got], first[want], case, what, refs)
    except Mismatch:
        for name in (want, got):
            difference = first_difference(first[name], runs[name]())
            if difference is not None:
                raise Mismatch(f"{NONDETERMINISTIC}: the {name} built and run twice on the same inputs: "
                               f"{difference}") from None
        raise


def first_difference(first, second, field: str = "") -> str | None:
    """Where ``second`` is not exactly ``first`` (two results of one build on the same inputs), or None when it
    is: every element equal, NaN to NaN (whatever its payload) and -0.0 to 0.0 included."""
    if isinstance(first, tuple) or isinstance(second, tuple):
        if not (isinstance(first, tuple) and isinstance(second, tuple) and len(first) == len(second)):
            return f"{field}result has {_arity(first)} field(s), then {_arity(second)}"
        for i, (a, b) in enumerate(zip(first, second)):
            difference = first_difference(a, b, f"{field}field {i}: ")
            if difference is not None:
                return difference
        return None
    a, b = np.asarray(first), np.asarray(second)
    if a.shape != b.shape or a.dtype != b.dtype:
        return f"{field}shape {a.shape} {a.dtype}, then {b.shape} {b.dtype}"
    same = a == b
    if a.dtype.kind in "fc":
        same |= np.isnan(a) & np.isnan(b)
    if same.all():
        return None
    index = tuple(int(i) for i in np.argwhere(~same)[0])
    return (f"{field}{int((~same).sum())} of {same.size} elements differ; first at {index}: "
            f"{a[index].item()!r} then {b[index].item()!r}")


def execute(case: Case, irmod, target: str | None = None, pipeline: str | None = None):
    """Build ``irmod`` and run the case's entry on its inputs; target and pipeline default to the case's, and
    the build skips the passes the case disables."""
    from .. import tvm_adapter

    target = target or case.oracle.target
    executable = tvm_adapter.build(irmod, target, pipeline or case.oracle.pipeline, case.oracle.disabled_passes)
    return tvm_adapter.run_executable(executable, case.input_arrays, target, case.program.entry)


def _arity(value) -> str:
    return str(len(value)) if isinstance(value, tuple) else "1 (a tensor)"
