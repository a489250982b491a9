"""Which passes of the build a run-time failure needs: built without any one of them, the case passes.

A failure that TVM's compiled code shows only when it runs (a crash in the VM, a wrong result) prints no frame
of the pass that made the code wrong: its trace ends in the runtime or in a kernel, and a draft would be
titled by the module's ops. So the minimal case is built again once per pass of its build, with that pass
disabled (TVM's ``PassContext(disabled_pass=[...])``), and its oracle run. A pass the build cannot do without
(LegalizeOps, VMShapeLower) fails the build some other way and is not among those the failure needs; a pass
that only rewrites or optimizes (StaticPlanBlockMemory, FuseOps, VectorizeLoop) is, when the case passes
without it in every run. Of a pass and one that runs inside it (FuseTIR and FuseTIRInner, a pipeline and
its passes), the inner one is named, being the narrower.

Only crashes and wrong results are asked about. A run-time exception is a check's verdict (a dtype or shape
check that VMShapeLower or MakePackedAPI put in the code): built without the pass that puts the check in, the
case passes, and that pass would be named for detecting the bug. And only a case that fails in every one of
as many runs alongside, built as it is: a failure that comes and goes passes without any pass now and then.
Nor a build that gave two results on the same inputs (the code reads memory it does not own): built without
any pass at all that moves its buffers, even one with nothing to do for the program (BF16StorageLegalize on
float32), it may read what happens to be right. A result that varies only between processes shows neither
way: the sandbox's warm workers are forks of one process, whose heap they share. So a pass is kept only if
the code built without it differs from the code built with it, and if the case's repro.py, built without
it, passes in every run in a fresh interpreter, as the draft tells its reader to check.
"""

from __future__ import annotations

import dataclasses
from concurrent.futures import Executor

from relayreduce.case import Case
from relayreduce.oracles.base import NONDETERMINISTIC

from .repro import repro_exit_codes

#: The failures asked about: a crash and a wrong result (see above for run-time exceptions).
ASKED_KINDS = ("segfault", "crash", "mismatch")


def without(case: Case, name: str) -> Case:
    """``case`` built without the pass ``name`` as well as those it already disables."""
    disabled = (*case.oracle.disabled_passes, name)
    return dataclasses.replace(case, oracle=dataclasses.replace(case.oracle, disabled_passes=disabled))


def passes_needed(case: Case, executor: Executor, failure: dict | None, runs: int, timeout_s: float,
                  jobs: int = 1) -> list[str] | None:
    """The passes without which ``case`` passes its oracle in each of ``runs`` runs, in the order the build
    ran them; None when the question does not arise or has no trustworthy answer: the failure is not a crash
    or a wrong result at run time (``failure``, the record of the case's failing run, says; a trace from
    inside the build names its pass itself), the build's passes could not be listed, or the case as it is
    passed one of its own runs."""
    from relayreduce.oracles import build_passes, built_code, run_oracle

    if (failure is None or failure.get("stage") != "run" or failure.get("kind") not in ASKED_KINDS
            or failure.get("message", "").startswith(NONDETERMINISTIC)):
        return None
    listed = executor.submit(build_passes, case).result()
    if not listed.ok:
        return None
    inside: dict[str, list[str]] = listed.value
    passing = list(inside)
    for _ in range(runs):  # every run must pass: a failure that comes and goes could miss one
        control = executor.submit(run_oracle, case)
        futures = [executor.submit(run_oracle, without(case, name)) for name in passing]
        passing = [name for name, future in zip(passing, futures) if future.result().ok]
        if control.result().ok:
            return None
    # a pass whose absence leaves the built code as it was cannot be what the failure needs: the case passed
    # without it by chance (a result that varies between processes, which the warm sandbox does not show)
    built = executor.submit(built_code, case)
    code = {name: executor.submit(built_code, without(case, name)) for name in passing}
    unchanged = built.result().value
    passing = [name for name in passing if code[name].result().value != unchanged]
    # and as a user would check it: the case's repro.py built without the pass passes (exits 0) in every one
    # of as many runs, each in a fresh interpreter
    passing = [name for name in passing
               if all(c == 0 for c in repro_exit_codes(without(case, name), failure, runs, timeout_s, jobs))]
    return [name for name in passing if not set(inside[name]) & set(passing)]
