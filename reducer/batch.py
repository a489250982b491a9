"""Minimize the witness of every open triage cluster, largest first: ``minimize-all`` and ``campaign``.

Re-running continues: a cluster with a recorded reduction is not minimized again, and a reduction that was
killed, or cut short by the budget (recorded as partial: smaller, not minimal), continues from its checkpoint.
Each result goes into triage.db as one statement, so a kill leaves either no record of a reduction or a
complete one.
"""

from __future__ import annotations

import dataclasses
import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from relayreduce.triage import triage_directory
from relayreduce.triage.engine import TriageResult, open_store
from relayreduce.triage.store import ClusterSummary

from relayreduce.case import CaseFileError
from relayreduce.progress import ProgressLine
from relayreduce.sandbox import SandboxExecutor

from .checkpoint import Checkpoint, CheckpointError
from .interesting import MatchError
from .minimize import Options, ReductionError, default_out_dir, minimize
from .output import SMALLEST_FLAKY, reproduction_phrase, shortfall_phrase


@dataclass
class BatchOutcome:
    minimized: list[str] = field(default_factory=list)  # cluster ids
    partial: list[str] = field(default_factory=list)  # cluster ids whose reduction the budget cut short
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (cluster id, why)
    left: int = 0  # open clusters the budget left for the next run
    interrupted: bool = False


def triage_open_clusters(results_dir: Path, again: bool = False) -> tuple[TriageResult, list[ClusterSummary]]:
    """Triage ``results_dir`` (incrementally) and list the new clusters with a witness that are not minimized
    yet, or only partly (with ``again``: also those that are), largest first. A cluster minimized once is
    done even when a smaller witness joins it later."""
    result = triage_directory(results_dir)
    todo = [c for c in sorted(result.clusters, key=lambda c: (-c.count, c.id))
            if c.status == "new" and c.witness_path and (again or not c.minimized)]
    return result, todo


def reduction_line(report: dict) -> str:
    first = f", first failing pass {report['first_failing_pass']}" if report["first_failing_pass"] else ""
    if report.get("passes_needed"):
        first += f", passes when built without {' or '.join(report['passes_needed'])}"
    partial = ("; cut short by the budget: partial (its checkpoint is kept: minimize-all, a campaign or "
               "minimize --resume continues it)" if report.get("out_of_time") else "")
    return (f"{report['bindings_before']} -> {report['bindings_after']} op bindings in {report['seconds']:.1f}s, "
            f"{report['queries']} queries ({report['cache_hits']} cached, {report['invalid_skipped']} invalid "
            f"skipped, {report['drift_rejected']} drift avoided){first}{partial}{reproduction(report)}")


def reproduction(report: dict) -> str:
    """How often the case handed over reproduced when re-run, where a user must know it: when not every time,
    or when a smaller case did not and the result fell back to an earlier step ("" otherwise)."""
    rate, repro_rate = report.get("reduced_reproduced_runs"), report.get("repro_reproduced_runs")
    fell_back = report.get("fell_back")
    if rate is None:
        return ""
    if report.get("flaky"):
        return f"; FLAKY: the reduced case reproduced in {shortfall_phrase(rate, repro_rate)}"
    if fell_back:
        smaller = shortfall_phrase(fell_back["reproduced_runs"], fell_back.get("repro_reproduced_runs"))
        steps = fell_back["steps_back"]
        return (f"; the smallest case found ({fell_back['bindings']} op bindings, {SMALLEST_FLAKY}) reproduced in "
                f"{smaller}, so the result is a reduction step {steps} step{'s' if steps != 1 else ''} before "
                f"it, which reproduced in every run ({reproduction_phrase(rate, repro_rate)})")
    return ""


def minimize_clusters(results_dir: Path, todo: list[ClusterSummary], options: Options, executor: SandboxExecutor,
                      deadline: float | None, log) -> BatchOutcome:
    """Minimize each cluster's witness in turn until ``deadline``; each gets what is left of the budget, and
    its result is recorded in triage.db."""
    outcome = BatchOutcome()
    for n, cluster in enumerate(todo, 1):
        if deadline is not None and time.monotonic() >= deadline:
            outcome.left = len(todo) - n + 1
            log(f"minimize: budget spent; {outcome.left} cluster(s) left for the next run")
            break
        witness = Path(results_dir) / cluster.witness_path
        log(f"[{n}/{len(todo)}] {cluster.id} ({cluster.count} failures): {cluster.signature.head(90)}")
        resume = Checkpoint.exists(default_out_dir(witness))
        budget = None if deadline is None else max(1.0, deadline - time.monotonic())
        try:
            report = minimize(witness, dataclasses.replace(options, out_dir=None, resume=resume, budget_s=budget),
                              progress=ProgressLine(), log=log, executor=executor)
        except (CaseFileError, MatchError, ReductionError, CheckpointError) as err:
            outcome.skipped.append((cluster.id, str(err)))
            log(f"  skipped: {err}")
            continue
        if report.get("interrupted"):
            outcome.interrupted = True  # its checkpoint stays; the next run resumes it
            break
        record_reduction(results_dir, cluster, report)
        (outcome.partial if report.get("out_of_time") else outcome.minimized).append(cluster.id)
        log(f"  {reduction_line(report)}")
    return outcome


def record_reduction(results_dir: Path, cluster: ClusterSummary, report: dict) -> None:
    reduced_path = os.path.relpath(report["files"]["case.pkl"], results_dir)  # as triage.db keeps witnesses
    info = {k: report[k] for k in ("queries", "seconds", "signature", "first_failing_pass", "passes_needed", "kind",
                                   "out_of_time")}
    info |= {k: report.get(k) for k in ("reduced_reproduced_runs", "flaky")}
    with open_store(results_dir) as store:
        store.record_reduction(cluster.id, cluster.witness_path, reduced_path, report["bindings_before"],
                               report["bindings_after"], info | {"repro": report["files"]["repro.py"]})
