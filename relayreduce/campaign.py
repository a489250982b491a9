"""A fuzzing campaign: generate or mutate programs, run oracles in the sandbox, record failures.

The parent process generates cases (cheap, pure Python) and keeps a bounded number in flight on the
executor; each case runs in a sandboxed child that imports nothing new (the fork server preloaded TVM).
Every failure becomes ``results/<case-id>/`` as the results-directory contract says. The run is a pure
function of (seed, policy, oracles, seeds) up to timing: the same seed gives the same cases in the same
order, and the number of cases depends only on the budget.

Only TVM's failures are recorded. A case whose reference is not finite never reaches a comparing oracle
(dropped, counted); relayreduce's own errors (``OWN_ERRORS``) are counted and logged, not recorded; a
mismatch is recorded only once a second run in a fresh sandbox fails the same way (otherwise it is counted
flaky), a timeout only once it also times out with SLOW_RECHECK times the limit (otherwise it is counted slow); differences the reference cannot decide (precision-only, untrusted) are counted apart.
"""

from __future__ import annotations

import dataclasses
import itertools
import sys
import time
from collections import Counter
from concurrent.futures import FIRST_COMPLETED, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator

import numpy as np

from .case import Case, CaseFileError, OracleSpec, load_case
from .ir.expr import Module
from .ir.types import IRTypeError
from .module_input import ModuleInputError, is_case_file, read_module
from .oracles.base import OWN_ERRORS, PRECISION_ONLY, UNTRUSTED
from .progress import ProgressLine
from .sandbox import SandboxExecutor

#: The exception types oracles raise for verdicts rather than TVM failures.
MISMATCH, UNSUPPORTED = "Mismatch", "Unsupported"

#: A timeout is re-run once with this many times the limit: one that then finishes is a slow compile on a busy
#: machine, not a hang, and is counted instead of recorded.
SLOW_RECHECK = 5

#: A source that drops this many programs in a row (no finite inputs) ends: its policy makes no usable cases.
MAX_DROPPED_IN_A_ROW = 200


@dataclass
class CampaignStats:
    tests: int = 0
    failures: int = 0
    skipped: int = 0
    precision_only: int = 0  # skipped: TVM differs from our reference, but agrees with its float64 evaluation
    untrusted: int = 0  # skipped: TVM differs only where our reference cannot decide (overflow, non-finite)
    flaky_mismatches: int = 0  # a mismatch that did not repeat in a fresh sandbox: not recorded
    slow_not_hung: int = 0  # a timeout that finished when re-run with SLOW_RECHECK times the limit: not recorded
    own_errors: int = 0  # relayreduce's own errors (OWN_ERRORS): logged, not recorded as TVM failures
    own_error_examples: list = field(default_factory=list)
    dropped_nonfinite: int = 0  # cases the source dropped: no inputs keep their reference finite
    dropped_known_bugs: int = 0  # cases an avoid_known_bugs source dropped: a known program bug covers them
    kinds: Counter = field(default_factory=Counter)
    by_oracle: Counter = field(default_factory=Counter)
    signatures: dict = field(default_factory=dict)  # signature key -> first case directory
    started: float = field(default_factory=time.monotonic)

    @property
    def elapsed(self) -> float:
        return time.monotonic() - self.started

    def line(self) -> str:
        rate = self.tests / self.elapsed if self.elapsed else 0.0
        return (f"[{self.elapsed:6.0f}s] {self.tests} tests ({rate:.1f}/s), {self.failures} failures, "
                f"{len(self.signatures)} distinct signatures; not TVM's: {self.discarded()}")

    def discarded(self) -> str:
        """The outcomes that are not TVM failures although something differed or broke, in one phrase."""
        return (f"{self.precision_only} precision-only, {self.untrusted} untrusted, {self.flaky_mismatches} flaky, "
                f"{self.slow_not_hung} slow, "
                f"{self.own_errors} own errors, {self.dropped_nonfinite} dropped non-finite")

    def summary(self) -> dict:
        return {"tests": self.tests, "failures": self.failures, "skipped": self.skipped,
                "precision_only": self.precision_only, "untrusted": self.untrusted,
                "flaky_mismatches": self.flaky_mismatches, "slow_not_hung": self.slow_not_hung,
                "own_errors": self.own_errors,
                "own_error_examples": self.own_error_examples, "dropped_nonfinite": self.dropped_nonfinite,
                "dropped_known_bugs": self.dropped_known_bugs,
                "distinct_signatures": len(self.signatures), "kinds": dict(self.kinds),
                "failures_by_oracle": dict(self.by_oracle), "elapsed_s": round(self.elapsed, 1),
                "examples": dict(list(self.signatures.items())[:20])}


def load_seeds(seeds_dir: str | Path | None) -> list[Module]:
    """Seed programs for mutation under ``seeds_dir``: case files, and modules of the user's own (TVMScript
    *.py, tvm.ir.save_json *.json, pickled IRModules *.pkl). A module that cannot be imported is skipped
    with a line on stderr."""
    if seeds_dir is None:
        return []
    root = Path(seeds_dir)
    if not root.is_dir():
        raise CaseFileError(f"seeds directory {root} does not exist")
    programs = []
    for path in sorted(root.rglob("*")):
        if path.suffix == ".pkl" and is_case_file(path):
            programs.append(load_case(path).program)
        elif path.suffix in (".py", ".json", ".pkl"):
            from . import tvm_adapter

            try:
                programs.append(tvm_adapter.import_module(read_module(path)))
            except (tvm_adapter.AdapterError, ModuleInputError, IRTypeError) as err:
                print(f"skipping seed {path}: {err}", file=sys.stderr)
    return programs


class CaseSource:
    """The campaign's stream of cases: fresh programs and mutants of seeds, round-robin over oracles.

    A program on which no inputs keep the reference finite (``find_inputs`` already re-draws over a schedule
    of domains) is dropped for the comparing oracles and counted in ``dropped_nonfinite``: a NaN or Inf in
    the reference would make any comparison ours to lose. The drop consumes its index like any case, so the
    stream stays a function of the seed; after ``max_dropped_in_a_row`` drops in a row the stream ends.
    """

    def __init__(self, policy, seed: int, oracles: Iterable[str], seeds: list[Module], environment: dict,
                 target: str = "llvm", mutation_rate: float = 0.5):
        from .generator.typed import TypedGenerator

        self.generator = TypedGenerator(policy, seed)
        self.policy = policy
        self.seed = seed
        self.oracles = list(oracles)
        self.seeds = seeds
        self.environment = environment
        self.target = target
        self.mutation_rate = mutation_rate if seeds else 0.0
        self.dropped_nonfinite = 0
        self.dropped_known_bugs = 0
        self.max_dropped_in_a_row = MAX_DROPPED_IN_A_ROW

    def __iter__(self) -> Iterator[Case]:
        from . import tvm_adapter
        from .generator.inputs import find_inputs
        from .generator.mutate import random_passes, replace_subexpression
        from .known_bugs import program_covering
        from .oracles import COMPARING

        rng = np.random.default_rng(self.seed)
        dropped_in_a_row = 0
        for index in itertools.count():
            program, origin = None, "generated"
            if self.seeds and rng.random() < self.mutation_rate:
                parent = self.seeds[int(rng.integers(len(self.seeds)))]
                program, origin = replace_subexpression(parent, int(rng.integers(2**31)), self.policy), "mutant"
            if program is None:
                program, origin = self.generator.generate(index), "generated"
            oracle = self.oracles[index % len(self.oracles)]
            passes = random_passes(rng, tvm_adapter.RELAX_PASSES) if oracle == "passes" else ()
            if self.policy.avoid_known_bugs and program_covering(program, oracle, passes):
                self.dropped_known_bugs += 1  # the generator avoided single-op bugs; these need the whole case
                continue
            search = find_inputs(program, seed=index)
            if oracle in COMPARING and search.interpretable and not search.finite:
                self.dropped_nonfinite += 1
                dropped_in_a_row += 1
                if dropped_in_a_row >= self.max_dropped_in_a_row:
                    return
                continue
            dropped_in_a_row = 0
            yield Case(program, tuple(search.inputs), OracleSpec(oracle, self.target, passes=passes),
                       seed=self.seed * 1_000_003 + index, environment=self.environment,
                       origin=f"{origin}:{self.seed}:{index}")


def is_own_error(outcome) -> bool:
    """The outcome is an exception relayreduce raised itself (OWN_ERRORS): a failure, but not TVM's."""
    return outcome.kind == "exception" and outcome.exception_type in OWN_ERRORS


def classify(outcome) -> str | None:
    """The failure kind for an outcome, or None when it is not a failure (ok, or the oracle declined)."""
    if outcome.kind == "ok" or outcome.exception_type == UNSUPPORTED:
        return None
    if outcome.kind == "exception" and outcome.exception_type == MISMATCH:
        return "mismatch"
    return outcome.kind


def failure_signature(outcome):
    """(kind, triage signature) of a sandbox outcome, or None when it is not a failure. The one place that
    turns an oracle's outcome into "which bug": campaigns, repro and the reducer all ask here."""
    from .triage import signature_of

    kind = classify(outcome)
    if kind is None:
        return None
    return kind, signature_of(kind, outcome.exception_type or "", outcome.message, outcome.traceback, outcome.stderr)


def run_campaign(out: str | Path, budget_s: float, cases: Iterable[Case], executor: SandboxExecutor,
                 jobs: int, max_tests: int | None = None, progress: ProgressLine | None = None, log=None,
                 task=None) -> CampaignStats:
    """Run ``task`` (default: the case's oracle) on each case through ``executor`` until the budget or the
    cases run out; record TVM's failures under ``out``. Outcomes stream back from wherever the executor runs
    its tasks (threads here, a Dask cluster); this process alone writes ``out``. The counts go to
    ``progress`` (default: stderr, as minimize's), what happens to a case to ``log`` (default: beside them)."""
    from .oracles import run_oracle
    from .results import remove_interrupted_writes, write_failure

    task = task or run_oracle
    progress = progress or ProgressLine()
    log = log or progress.log
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    remove_interrupted_writes(out)
    stats = CampaignStats()
    deadline = stats.started + budget_s
    pending: dict = {}  # future -> (case, the mismatch this run re-checks, or None for a first run)
    source = iter(cases)

    def settle(case: Case, outcome, first) -> None:
        kind = classify(outcome)
        if first is None and kind == "mismatch":
            # A wrong result drafts an upstream report: confirm it in a fresh sandbox before recording it.
            pending[executor.submit(task, case)] = (case, outcome)
            return
        if first is None and kind == "timeout":
            # A hang drafts one too: give it SLOW_RECHECK times the limit first, so a slow compile on a busy
            # machine is not reported as a hang.
            longer = dataclasses.replace(executor.limits, timeout_s=executor.limits.timeout_s * SLOW_RECHECK)
            pending[executor.submit_long(longer, task, case)] = (case, outcome)
            return
        stats.tests += 1
        if first is not None:
            if classify(first) == "timeout" and classify(outcome) != "timeout":
                stats.slow_not_hung += 1
                log(f"slow, not hung: finished ({outcome.kind}) in {outcome.duration_s:.0f}s with a longer limit; "
                    f"not recorded ({case.origin})")
                return
            if _signature_key(outcome) != _signature_key(first):
                stats.flaky_mismatches += 1
                log(f"flaky mismatch, not recorded ({case.origin}): {_first_line(first.message)}")
                return
            outcome = first
        if outcome.exception_type == UNSUPPORTED:
            stats.skipped += 1
            stats.precision_only += outcome.message.startswith(PRECISION_ONLY)
            stats.untrusted += outcome.message.startswith(UNTRUSTED)
            return
        if is_own_error(outcome):
            # Ours to fix, not TVM's to hear about: one line each keeps them from being lost.
            stats.own_errors += 1
            line = f"{outcome.exception_type}: {_first_line(outcome.message)}"
            if len(stats.own_error_examples) < 20:
                stats.own_error_examples.append(f"{case.oracle.name} {case.origin}: {line}")
            log(f"relayreduce's own error, not recorded as a TVM failure ({case.oracle.name} {case.origin}): {line}")
            return
        failure = failure_signature(outcome)
        if failure is None:
            return
        kind, sig = failure
        outcome = dataclasses.replace(outcome, kind=kind)
        directory = write_failure(out, case, outcome, case.oracle.name)
        stats.failures += 1
        stats.kinds[kind] += 1
        stats.by_oracle[case.oracle.name] += 1
        stats.signatures.setdefault(sig.key, str(directory))

    exhausted = False
    try:
        while True:
            now = time.monotonic()
            budget_left = now < deadline and (max_tests is None or stats.tests + len(pending) < max_tests)
            while budget_left and not exhausted and len(pending) < 2 * jobs:
                case = next(source, None)
                if case is None:
                    exhausted = True
                    log("the case source ran dry (see dropped non-finite)")
                    break
                pending[executor.submit(task, case)] = (case, None)
                budget_left = max_tests is None or stats.tests + len(pending) < max_tests
            stats.dropped_nonfinite = getattr(cases, "dropped_nonfinite", 0)
            stats.dropped_known_bugs = getattr(cases, "dropped_known_bugs", 0)
            if not pending:
                break
            # wake at least every second, so the elapsed time on a terminal's progress line keeps moving
            done, _ = wait(pending, timeout=max(0.1, min(1.0, deadline - now)), return_when=FIRST_COMPLETED)
            for future in done:
                case, first = pending.pop(future)
                settle(case, future.result(), first)
            progress.update(stats.line())
    except KeyboardInterrupt:
        log("interrupted: stopping; the failures recorded so far are kept")
    progress.log(stats.line())
    return stats


def _signature_key(outcome):
    failure = failure_signature(outcome)
    return failure and (failure[0], failure[1].key)


def _first_line(text: str) -> str:
    lines = (text or "").strip().splitlines()
    return lines[0][:200] if lines else ""
