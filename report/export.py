"""``relayreduce export-test``: a failure as a pytest test in the style of TVM's tests/python/relax.

The test builds the module from TVMScript with its constants and inputs embedded (as repro.py does) and
asserts what TVM should do, by the case's oracle: compile, the build runs (and its result is finite where
the NumPy reference is); reference, the result equals the embedded reference within the oracle's tolerance;
opt-diff, the optimizing pipeline agrees with the plain build; passes, the pass list keeps the module well
formed and its result unchanged. So it fails on TVM while the bug lasts and passes once it is fixed. This
module gathers the data; templates/relax_test.py.j2 lays it out.
"""

from __future__ import annotations

import ast
import math
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from relayreduce.templates.python_source import environment, written_out
from relayreduce.triage import Signature, signature_of_failure

from relayreduce.case import Case, CaseFileError, load_case
from relayreduce.ir.expr import Call, walk
from relayreduce.ir.types import TensorType, TupleType

from .gather import ReportError, gather, pass_at_fault, program_ops, read_json, read_text, subject_of

#: The oracles whose correct behaviour a test can assert on this machine's CPU.
EXPORTABLE = ("compile", "reference", "opt-diff", "passes")
#: Failures that end the process (or never end): the test then checks in a child interpreter, because the
#: failure would take pytest down with it.
PROCESS_FAILURES = ("segfault", "crash", "timeout", "oom")
MESSAGE_LINES = 12


class ExportError(ValueError):
    """No test can be exported; the message says why in one line."""


@dataclass(frozen=True)
class Failure:
    """A failing case and what is known of its failure (``kind`` None: nothing was recorded)."""

    case: Case
    origin: str  # where the case comes from, e.g. "cluster 3e2e50ff (minimized case)"
    minimized: bool | None  # None when it cannot be told (a case file without a reduction next to it)
    kind: str | None
    exception_type: str
    message: str
    subject: str  # the op or pass the failure is about


@dataclass(frozen=True)
class Leaf:
    """One tensor of the entry's result, where it sits in the result (``[0][1]``) and how the test checks it."""

    index: str
    suffix: str  # of its variables in the test: "" for a lone tensor, "_0", "_1", ... in a tuple
    exact: bool  # integers and bools
    rtol: float
    atol: float
    expected: np.ndarray | None  # the reference oracle's: the NumPy reference of this tensor
    finite: object  # the compile oracle's: where the result must be finite (True: everywhere, a boolean mask,
    # or None: unchecked)


def from_cluster(results_dir: str | Path, ident: str) -> Failure:
    """The failure of cluster ``ident`` (an id or a unique prefix) of ``results_dir``: its minimized case when
    it has one, else its witness."""
    try:
        (cluster,) = gather(results_dir, ident)
    except ReportError as err:
        raise ExportError(str(err)) from None
    if cluster.logs_only:
        raise ExportError(f"cluster {cluster.id} has no case file, only logs: there is no module to export")
    case = cluster.case or _load(Path(results_dir) / cluster.summary.witness_path)  # says why it did not load
    state = ("minimized case" if cluster.minimized else
             "partly minimized case: its reduction was cut short by the budget" if cluster.partial else
             "witness, not minimized")
    return Failure(case, f"cluster {cluster.id} ({state})", cluster.minimized, cluster.signature.kind,
                   cluster.signature.exception_type, cluster.message, cluster.subject)


def from_case_file(path: str | Path) -> Failure:
    """The failure of a case file, as far as the records next to it tell (failure.json where the campaign
    wrote it, reduction.json where minimize did)."""
    path = Path(path)
    case = _load(path)
    failure = read_json(path.parent / "failure.json")
    reduction = read_json(path.parent / "reduction.json")
    stderr = read_text(path.parent / "stderr.txt") if failure else ""
    sig = _recorded_signature(failure, reduction, stderr)
    culprit = pass_at_fault(reduction.get("first_failing_pass"), reduction.get("passes_needed"))
    subject = (subject_of(sig, culprit, program_ops(case) if reduction else None,
                          str(failure.get("traceback") or stderr)) if sig else None)
    # The last two parts name the case (results/<case-id>/case.pkl) without the machine's own directories.
    return Failure(case, f"case {Path(*path.parts[-2:])}", True if reduction else None, sig.kind if sig else None,
                   sig.exception_type if sig else "", str(failure.get("message") or (sig.message if sig else "")),
                   subject or "")


def _load(path: Path) -> Case:
    try:
        return load_case(path)
    except CaseFileError as err:
        raise ExportError(str(err)) from None


def _recorded_signature(failure: dict, reduction: dict, stderr: str) -> Signature | None:
    if isinstance(reduction.get("signature"), dict):
        try:
            return Signature.from_dict(reduction["signature"])
        except (KeyError, TypeError):
            pass
    return signature_of_failure(failure, stderr) if failure.get("kind") else None


def function_name(failure: Failure) -> str:
    """``test_<op or pass>_<what went wrong>``, e.g. test_group_norm_mismatch, test_acos_internal_error."""
    ops = [b.value.op for _, b in walk(failure.case.program) if isinstance(b.value, Call)]
    subject = failure.subject
    if subject not in failure.case.oracle.passes and len(set(ops)) == 1:
        subject = ops[0]  # a program of one op is about that op, whatever frame the trace blames
    elif subject in ("", failure.kind):
        subject = ops[-1] if ops else failure.case.oracle.name
    if failure.kind in ("exception", None):
        what = failure.exception_type or failure.case.oracle.name
    else:
        what = failure.kind
    name = subject.rsplit(".", 1)[-1].rsplit("::", 1)[-1]  # `acos` of R.acos, `ReadIfCond` of vm::ReadIfCond
    return "test_" + "_".join(_snake(part) for part in (name, what))


def _snake(name: str) -> str:
    return re.sub(r"\W+", "_", re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name)).strip("_").lower() or "case"


def render_test(failure: Failure, filename: str) -> str:
    """The text of the test file (``filename`` is its name, for the usage line)."""
    from relayreduce import tvm_adapter
    from relayreduce.oracles.base import optional_references

    case, oracle = failure.case, failure.case.oracle
    if oracle.name not in EXPORTABLE:
        raise ExportError(f"the case is judged by the {oracle.name} oracle; export-test writes tests for "
                          f"{', '.join(EXPORTABLE)} (its repro.py reproduces the others)")
    if oracle.target != "llvm":
        raise ExportError(f"the case targets {oracle.target}; export-test writes tests for llvm only "
                          "(its repro.py runs on other targets)")
    try:
        script, constants = tvm_adapter.standalone_script(case.program)
    except ValueError as err:  # the adapter's errors and IRTypeError are ValueErrors
        raise ExportError(f"the module cannot be printed as TVMScript: {err}") from None
    refs = optional_references(case)
    if oracle.name == "reference" and refs is None:
        raise ExportError("the program has no NumPy reference, which the reference oracle compares against")
    leaves = _leaves(case, refs)
    imports, declarations, module_source = _split_script(script)
    arrays = [*constants.values(), *case.input_arrays, *(leaf.expected for leaf in leaves if leaf.expected is not None),
              *(leaf.finite for leaf in leaves if isinstance(leaf.finite, np.ndarray))]
    in_child = failure.kind is None or failure.kind in PROCESS_FAILURES
    return environment().get_template("relax_test.py.j2").render(
        failure=failure,
        oracle=oracle,
        filename=filename,
        name=function_name(failure),
        message=_message_lines(failure),
        tvm_version=case.environment.get("tvm_version", "(version not recorded)"),
        entry=case.program.entry,
        stdlib_imports=sorted(line for line in imports if _is_stdlib(line)),
        tvm_imports=sorted(line for line in imports if not _is_stdlib(line)),
        declarations=declarations,
        module_source=module_source,
        constants=constants,
        inputs=case.input_arrays,
        leaves=leaves,
        has_reference=refs is not None,
        decodes=any(written_out(np.asarray(a)) is None for a in arrays),
        in_child=in_child,
    )


def _message_lines(failure: Failure) -> list[str]:
    if failure.kind is None:
        return ["(no failure was recorded next to the case file)"]
    head = failure.exception_type or failure.kind
    lines = [line.rstrip() for line in failure.message.strip().splitlines()] or [""]
    lines[0] = f"{head}: {lines[0]}" if lines[0] else head
    return lines[:MESSAGE_LINES] + (["..."] if len(lines) > MESSAGE_LINES else [])


def _split_script(script: str) -> tuple[list[str], list[str], str]:
    """The imports a printed module needs (the printer writes them as comments, the parser refusing real
    ones; only imports of names the module uses are kept), the statements before the module (a symbolic
    dim's ``n = TypeVar("n")``) and the module. The statements go at the test file's top: the parser looks a
    name up in the module's globals and in the closures of its functions, and a name only a signature uses is
    in no closure, so inside the test function it would be undefined."""
    header = [line[2:] for line in script.splitlines() if line.startswith(("# from ", "# import "))]
    body = "\n".join(line for line in script.splitlines() if line[2:] not in header).strip("\n")
    used = set(re.findall(r"[A-Za-z_]\w*", body))
    bound = {line: ast.parse(line).body[0].names[0] for line in header}
    imports = [line for line, alias in bound.items() if (alias.asname or alias.name.split(".")[0]) in used]
    lines, declarations, module = body.splitlines(), [], []
    for node in ast.parse(body).body:
        first = min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", ())])
        (module if isinstance(node, ast.ClassDef) else declarations).extend(lines[first - 1:node.end_lineno])
    return imports, declarations, "\n".join(module)


def _is_stdlib(import_line: str) -> bool:
    return import_line.split()[1].split(".")[0] in sys.stdlib_module_names


def _leaves(case: Case, refs) -> list[Leaf]:
    """Every tensor of the entry's result, with the tolerance the oracle allows it: the oracle's own, turned
    into assert_allclose's form so that the test never holds TVM tighter than the oracle did."""
    from relayreduce.oracles import tolerance
    from relayreduce.oracles.base import conditioning_spread

    growth = tolerance.growth(case.program, case.input_arrays)
    floor = (case.oracle.rtol, case.oracle.atol)
    paths = list(_tensor_paths(case.program.main.ret_type))
    references = (refs.value, refs.wide, refs.perturbed) if refs else (None, None, None)
    leaves = []
    for k, (path, dtype) in enumerate(paths):
        ref, wide, perturbed = (_at(r, path) for r in references)
        exact = dtype not in tolerance.FORMATS
        rtol = atol = 0.0
        if not exact:
            spread = 0.0
            if ref is not None and wide is not None and perturbed is not None:
                spread = conditioning_spread(ref, wide, perturbed)
                spread = float(np.max(spread[np.isfinite(spread)], initial=0.0))
            rtol, atol = (_round_up(x) for x in tolerance.allclose_bounds(dtype, growth, spread, floor))
        leaves.append(Leaf(
            "".join(f"[{i}]" for i in path), f"_{k}" if len(paths) > 1 else "", exact, rtol, atol,
            expected=ref if case.oracle.name == "reference" else None,
            finite=_finite_where(ref) if case.oracle.name == "compile" and not exact else None))
    return leaves


def _tensor_paths(t, path: tuple[int, ...] = ()):
    if isinstance(t, TupleType):
        for i, field in enumerate(t.fields):
            yield from _tensor_paths(field, (*path, i))
    elif isinstance(t, TensorType):
        yield path, str(t.dtype)
    else:
        raise ExportError(f"the entry function returns {t}, which the test cannot compare")


def _at(value, path: tuple[int, ...]) -> np.ndarray | None:
    for i in path:
        value = value[i] if isinstance(value, tuple) and i < len(value) else None
    return None if value is None or isinstance(value, tuple) else np.asarray(value)


def _finite_where(ref: np.ndarray | None):
    """Where a float result must be finite: everywhere (True), where the reference is (a mask), or
    nowhere checked (None: no reference, or one finite nowhere)."""
    if ref is None:
        return None
    finite = np.isfinite(ref)
    return True if finite.all() else (finite if finite.any() else None)


def _round_up(x: float) -> float:
    """``x`` rounded up to two significant digits, to print as a tolerance that is never tighter."""
    if x <= 0:
        return x
    step = 10.0 ** (math.floor(math.log10(x)) - 1)
    return float(f"{math.ceil(x / step) * step:.2g}")
