"""``relayreduce minimize``: from a failing case file to a minimal case, repro.py and reduction.json.

The order of events: load and check the case; re-run it ``runs`` times in the sandbox to learn its failure
(the target) and whether it is flaky; reduce with the sandbox judge; re-run the smallest case ``runs`` times
too, and when it did not reproduce every time though the original did, fall back to a reduction step that
did (``interesting.settle``); find the first failing pass of a pass-triggered failure, and the build passes
that a crash or wrong result at run time needs (``blame``); write the outputs.
Ctrl-C writes the best case found so far, not re-run, and keeps the checkpoint for ``--resume``.
"""

from __future__ import annotations

import dataclasses
import json
import time
from dataclasses import dataclass
from pathlib import Path

from relayreduce.case import Case, load_case
from relayreduce.executors import make_executor
from relayreduce.oracles import missing_device
from relayreduce.oracles.base import OWN_ERRORS
from relayreduce.sandbox import Limits, SandboxExecutor

from .blame import passes_needed
from .candidate import problem
from .checkpoint import Checkpoint
from .driver import Reducer, State, Stats
from .interesting import SandboxJudge, Settled, Target, establish, parse_match, settle
from .output import measures, write_outputs


class ReductionError(ValueError):
    """The case cannot be reduced as asked; the message says why in one line."""


@dataclass(frozen=True)
class Options:
    out_dir: Path | None = None
    match: str = "signature"
    jobs: int = 1
    runs: int = 3
    allow_flaky: bool = False
    resume: bool = False
    budget_s: float | None = None
    timeout_s: float | None = None  # None: 120 s, or the limit a recorded hang ran into
    memory_mb: int | None = 4096
    cluster: str | None = None  # where the oracle runs: relayreduce.executors.make_executor


DEFAULT_TIMEOUT_S = 120.0


def recorded_limit(case_path: Path) -> float | None:
    """The time limit a hang recorded next to its case ran into (results/<id>/failure.json), if any: a
    longer limit could let a slow-but-finishing program pass and hide the hang."""
    try:
        failure = json.loads((case_path.parent / "failure.json").read_text(encoding="utf-8"))
        return float(failure["duration_s"]) if failure.get("kind") == "timeout" else None
    except (OSError, ValueError, KeyError, TypeError):
        return None


def default_out_dir(case_path: Path) -> Path:
    return case_path.parent / "reduced"


def _query_timeout(kind: str, durations: list[float], limit: float) -> float:
    """A candidate is never slower to fail than the original by much; a hang needs the original limit."""
    if kind == "timeout":
        return limit
    return min(limit, max(10.0, 5.0 * max(durations, default=0.0) + 5.0))


def _oracle_phrase(case: Case) -> str:
    return f"the {case.oracle.name} oracle on {case.oracle.target}"


def _noun(case: Case) -> str:
    return "module" if case.origin.startswith("import:") else "case"


def first_failing_pass(reducer: Reducer, case: Case) -> str | None:
    """The pass after which the module first fails: the shortest failing prefix of the pass list. None when it
    fails the same way with no passes at all: then no pass of the list is to blame."""
    passes = case.oracle.passes
    prefixes = [dataclasses.replace(case, oracle=dataclasses.replace(case.oracle, passes=passes[:k]))
                for k in range(len(passes) + 1)]
    for first in range(0, len(prefixes), reducer.jobs):  # the next -j prefixes are judged in parallel
        found = reducer.judge_in_order(prefixes[first:first + reducer.jobs])
        if found is not None:
            return passes[first + found - 1] if first + found else None
    return None


def minimize(case_path: str | Path, options: Options = Options(), progress=None, log=print,
             executor: SandboxExecutor | None = None) -> dict:
    """Reduce the case at ``case_path``; returns the report written to reduction.json.

    ``executor``: one to share between reductions (minimize-all, campaign; its limits are set for this
    case); by default one is made from the options and shut down at the end."""
    case_path = Path(case_path)
    original = load_case(case_path)
    match = parse_match(options.match)
    out_dir = Path(options.out_dir) if options.out_dir else default_out_dir(case_path)
    invalid = problem(original)
    if invalid:
        raise ReductionError(f"{case_path} is not a valid program: {invalid}")
    missing = missing_device(original.oracle)
    if missing:
        raise ReductionError(missing)
    resumed = Checkpoint.load(out_dir) if options.resume else None
    if options.resume and resumed is None:
        log(f"no checkpoint in {out_dir}: starting from the beginning")

    limit = options.timeout_s or recorded_limit(case_path) or DEFAULT_TIMEOUT_S
    limits = Limits(timeout_s=limit, memory_mb=options.memory_mb)
    owned = executor is None
    if owned:
        executor = make_executor(options.cluster, options.jobs, limits)
    executor.limits = limits
    try:
        started = time.monotonic()
        baseline = establish(original, executor, options.runs, match)
        if baseline.target is None:
            raise ReductionError(f"nothing to reduce: the {_noun(original)} passes {_oracle_phrase(original)} "
                                 f"in {options.runs} of {options.runs} runs")
        target = baseline.target
        if target.signature.exception_type in OWN_ERRORS:
            raise ReductionError(f"the {_noun(original)} fails in relayreduce itself ({target.signature.head(100)}), "
                                 "not in TVM; nothing to report upstream")
        if resumed is not None:
            target = Target(target.kind, resumed["target"], match)
        if baseline.flaky and not options.allow_flaky:
            raise ReductionError(f"flaky: the {_noun(original)} fails the same way in {baseline.same} of {baseline.runs} runs; "
                                 "reduce it anyway with --allow-flaky")
        log(f"target: {target.kind}: {target.signature.head(100)} ({baseline.same}/{baseline.runs} runs; "
            f"signature {target.signature.key})")
        # A numeric verdict is only as good as our reference: require it finite wherever it is computable.
        numeric = target.kind == "mismatch" and problem(original, numeric=True) is None
        if target.kind == "mismatch" and not numeric and original.oracle.name == "reference":
            raise ReductionError("the NumPy reference of this case is not finite or not computable, so its "
                                 "mismatch may be ours rather than TVM's; not reducing it")
        executor.limits = dataclasses.replace(
            executor.limits, timeout_s=_query_timeout(target.kind, baseline.durations, limit))
        judge = SandboxJudge(executor, target, runs=options.runs if baseline.flaky else 1,
                             needed=baseline.same if baseline.flaky else 1)
        checkpoint = Checkpoint(out_dir, str(case_path), target.signature, {"match": match})
        deadline = started + options.budget_s if options.budget_s else None
        reducer = Reducer(judge, jobs=options.jobs, numeric=numeric, checkpoint=checkpoint, progress=progress,
                          deadline=deadline)
        start_case, state, stats = original, None, None
        if resumed is not None:
            start_case, state, stats = resumed["case"], State(**resumed["state"]), Stats.from_dict(resumed["stats"])
            checkpoint.count = resumed["count"]
            log(f"resuming from the checkpoint in {out_dir}")
        interrupted = False
        try:
            reduced = reducer.reduce(start_case, state, stats)
        except KeyboardInterrupt:
            interrupted, reduced = True, reducer.current
            log("interrupted: writing the smallest case found so far; --resume continues from the checkpoint")
        first_pass, settled, needed = None, None, None
        if not interrupted:
            # steps from the original: a resumed reduction's history starts at its checkpoint's case
            steps = reducer.history if resumed is None else [original, *reducer.history]
            settled = settle(steps, baseline, executor, target, executor.limits.timeout_s, options.jobs)
            reduced = settled.case
            if reduced.oracle.passes:
                first_pass = first_failing_pass(reducer, reduced)
            # not asked of a failure that came and went, here or in a smaller case: without any pass it may pass
            # by chance
            if not (reducer.out_of_time or settled.check.flaky or settled.smallest is not None):
                needed = passes_needed(reduced, executor, settled.check.failure, options.runs,
                                       executor.limits.timeout_s, options.jobs)
                if needed:
                    log(f"without {' or '.join(needed)}, the {_noun(reduced)} passes {_oracle_phrase(reduced)}")
    finally:
        if owned:
            executor.shutdown(cancel_futures=True)
    if progress is not None:
        progress.clear()

    report = _report(original, reduced, reducer.stats, target, first_pass, needed, options, baseline, settled,
                     interrupted=interrupted, out_of_time=reducer.out_of_time)
    if settled is not None and settled.check.failure is not None:
        report["failure"] = settled.check.failure
    report["files"] = write_outputs(out_dir, original, reduced, report,
                                    settled.smallest if settled is not None else None)
    if not (interrupted or reducer.out_of_time):  # the checkpoint is where --resume (minimize-all) goes on
        checkpoint.clear()
    return report


def _report(original, reduced, stats: Stats, target: Target, first_pass, needed, options, baseline,
            settled: Settled | None, **flags) -> dict:
    before, after = measures(original), measures(reduced)
    fell_back = None
    if settled is not None and settled.smallest is not None:
        fell_back = {"bindings": measures(settled.smallest)["bindings"],
                     "reproduced_runs": settled.smallest_check.rate,
                     "repro_reproduced_runs": settled.smallest_check.repro_rate, "steps_back": settled.steps_back}
    return {
        "bindings_before": before["bindings"],
        "bindings_after": after["bindings"],
        "queries": stats.queries,
        "queries_to_final_size": stats.queries_to_final_size,
        "size_by_queries": stats.size_by_queries,
        "cache_hits": stats.cache_hits,
        "invalid_skipped": stats.invalid_skipped,
        "drift_rejected": stats.drift_rejected,
        "seconds": stats.seconds,
        "signature": target.signature.to_dict(),
        "kind": target.kind,
        "first_failing_pass": first_pass,
        # the build passes without which the case passes (reducer.blame); None: not asked
        "passes_needed": needed,
        "match": target.match,
        "oracle": dataclasses.asdict(reduced.oracle),
        "before": before,
        "after": after,
        "accepted_steps": stats.accepted,
        "rounds": stats.rounds + 1,
        "passes": {name: dataclasses.asdict(p) for name, p in stats.passes.items() if p.accepted},
        "reproduced_runs": f"{baseline.same}/{baseline.runs}",
        # the case handed over, re-run as often as the original (None: interrupted, not re-run)
        "reduced_reproduced_runs": settled.check.rate if settled is not None else None,
        # and its repro.py, run as often, each in a fresh interpreter (None: not run, or not runnable here)
        "repro_reproduced_runs": settled.check.repro_rate if settled is not None else None,
        "flaky": settled.check.flaky if settled is not None else None,
        # the smallest case, when it reproduced less often than every time and the result fell back
        "fell_back": fell_back,
        "jobs": options.jobs,
        **flags,
    }
