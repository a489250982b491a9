"""repro.py: the standalone script the reducer writes next to a reduced case.

``render_repro(case, failure, expected)`` fills ``templates/repro.py.j2``: the program as TVMScript that parses on its
own (``tvm_adapter.standalone_script``), its constants, inputs and, for the reference oracle, the expected
result, and a check that mirrors the case's oracle. The script imports only tvm, numpy and the standard
library, so it can be attached to an upstream bug report as it is. Run, it prints TVM's traceback (or crash
banner) on stderr the way the sandbox records the oracle's, so ``triage.signature_of(None, stderr=...)`` of
a run signs like the case's failure record.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

from ..case import Case
from ..templates.python_source import environment


def render_repro(case: Case, failure: dict, expected=None, flaky: str | None = None) -> str:
    """The text of repro.py for ``case``.

    ``failure`` is the case's failure as relayreduce records it (failure.json's ``kind``, ``exception_type``
    and ``message``; a message None when only the signature is known): repro.py says it reproduced only when
    TVM fails that way. ``expected`` is the NumPy reference result (an array or a tuple of them) that the
    reference oracle compares against; when it is None it is computed here, because that oracle cannot run
    without it. ``flaky``, for a case that did not reproduce in every run, says how often it did ("only 1 of 3
    runs", ``output.shortfall_phrase``):
    the script says that its failure is intermittent.
    """
    from .. import oracles, tvm_adapter
    from ..interp import evaluate
    from ..oracles import tolerance

    check = oracles.get(case.oracle.name)  # an unknown oracle fails here, not in the rendered script
    if case.oracle.name == "reference" and expected is None:
        expected = evaluate(case.program, case.input_arrays)
    script, constants = tvm_adapter.standalone_script(case.program)
    return environment().get_template("repro.py.j2").render(
        oracle=case.oracle,
        description=_description(check),
        tvm_version=case.environment.get("tvm_version", "(version not recorded)"),
        entry=case.program.entry,
        script=script,
        constants=constants,
        inputs=case.input_arrays,
        expected=_arrays(expected),
        # The oracle's tolerance for this program (without the second reference, which the script lacks).
        budget={dtype: tolerance.budget(dtype, tolerance.growth(case.program, case.input_arrays),
                                        (case.oracle.rtol, case.oracle.atol)) for dtype in tolerance.FORMATS},
        formats=tolerance.FORMATS,
        failure=_expected_failure(failure),
        flaky=flaky,
    )


def _expected_failure(failure: dict) -> dict:
    """What repro.py compares its run against: the kind, the exception type ("" for a death by signal) and the
    first line of the message, except a hang's, which names the sandbox's time limit, not the script's."""
    message = failure.get("message")
    if message is None or failure["kind"] == "timeout":
        head = None
    else:
        head = next((line.strip() for line in message.splitlines() if line.strip()), "")
    return {"kind": failure["kind"], "exception_type": failure.get("exception_type") or "", "message": head}


def _description(check) -> str:
    """The oracle's own one-line description: the first line of its module's docstring, after the name."""
    doc = (sys.modules[check.__module__].__doc__ or "").strip().splitlines()
    return doc[0].split(":", 1)[-1].strip() if doc else ""


def _arrays(value):
    """A result as NumPy arrays and tuples only, the two shapes the template writes out."""
    if value is None:
        return None
    if isinstance(value, (tuple, list)):
        return tuple(_arrays(v) for v in value)
    return np.asarray(value)


#: How long a repro.py may take beyond its own limit on the check: a fresh interpreter importing TVM.
STARTUP_S = 120.0


def repro_reproductions(case: Case, failure: dict, runs: int, timeout_s: float, jobs: int = 1) -> int | None:
    """How many of ``runs`` runs of ``case``'s repro.py (rendered for ``failure``), each in a fresh interpreter
    as a user runs it, reproduce the failure (exit 1); ``jobs`` run at once. None when the script cannot run
    on this machine (exit 2: no device for its target)."""
    codes = repro_exit_codes(case, failure, runs, timeout_s, jobs)
    if 2 in codes:
        return None
    return sum(c == 1 for c in codes)


def repro_exit_codes(case: Case, failure: dict, runs: int, timeout_s: float, jobs: int = 1) -> list[int | None]:
    """The exit codes of ``runs`` runs of ``case``'s repro.py, as ``repro_reproductions`` runs them (None: no
    verdict within the time)."""
    with tempfile.TemporaryDirectory(prefix="relayreduce-recheck-") as tmp:
        path = Path(tmp) / "repro.py"
        path.write_text(render_repro(case, failure), encoding="utf-8")
        command = [sys.executable, str(path), "--timeout", f"{timeout_s:g}"]

        def code(_) -> int | None:
            try:
                return subprocess.run(command, cwd=tmp, capture_output=True, timeout=timeout_s + STARTUP_S).returncode
            except subprocess.TimeoutExpired:
                return None  # no verdict at all: not a reproduction

        with ThreadPoolExecutor(max(1, min(jobs, runs))) as pool:
            return list(pool.map(code, range(runs)))
