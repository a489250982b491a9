"""A fuzzing campaign: generate or mutate programs, run oracles in the sandbox, record failures.

The parent process generates cases (cheap, pure Python) and keeps a bounded number in flight on the
executor; each case runs in a sandboxed child that imports nothing new (the fork server preloaded TVM).
Every failure becomes ``results/<case-id>/`` as the results-directory contract says. The run is a pure
function of (seed, policy, oracles, seeds) up to timing: the same seed gives the same cases in the same
order, and the number of cases depends only on the budget.
"""

from __future__ import annotations

import dataclasses
import sys
import time
from collections import Counter
from concurrent.futures import FIRST_COMPLETED, Executor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator

import numpy as np

from .case import Case, CaseFileError, OracleSpec, load_case
from .ir.expr import Module

#: The exception types oracles raise for verdicts rather than TVM failures.
MISMATCH, UNSUPPORTED = "Mismatch", "Unsupported"


@dataclass
class CampaignStats:
    tests: int = 0
    failures: int = 0
    skipped: int = 0
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
                f"{len(self.signatures)} distinct signatures")

    def summary(self) -> dict:
        return {"tests": self.tests, "failures": self.failures, "skipped": self.skipped,
                "distinct_signatures": len(self.signatures), "kinds": dict(self.kinds),
                "failures_by_oracle": dict(self.by_oracle), "elapsed_s": round(self.elapsed, 1),
                "examples": dict(list(self.signatures.items())[:20])}


def load_seeds(seeds_dir: str | Path | None) -> list[Module]:
    """Seed programs for mutation: case files and TVMScript modules (*.py) under ``seeds_dir``."""
    if seeds_dir is None:
        return []
    root = Path(seeds_dir)
    if not root.is_dir():
        raise CaseFileError(f"seeds directory {root} does not exist")
    programs = []
    for path in sorted(root.rglob("*")):
        if path.suffix == ".pkl":
            programs.append(load_case(path).program)
        elif path.suffix == ".py":
            from . import tvm_adapter

            try:
                programs.append(tvm_adapter.import_module(path.read_text(encoding="utf-8")))
            except (tvm_adapter.AdapterError, UnicodeDecodeError) as err:
                print(f"skipping seed {path}: {err}", file=sys.stderr)
    return programs


class CaseSource:
    """The campaign's stream of cases: fresh programs and mutants of seeds, round-robin over oracles."""

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

    def __iter__(self) -> Iterator[Case]:
        from . import tvm_adapter
        from .generator.inputs import find_inputs
        from .generator.mutate import random_passes, replace_subexpression

        rng = np.random.default_rng(self.seed)
        index = 0
        while True:
            program, origin = None, "generated"
            if self.seeds and rng.random() < self.mutation_rate:
                parent = self.seeds[int(rng.integers(len(self.seeds)))]
                program, origin = replace_subexpression(parent, int(rng.integers(2**31)), self.policy), "mutant"
            if program is None:
                program, origin = self.generator.generate(index), "generated"
            oracle = self.oracles[index % len(self.oracles)]
            passes = random_passes(rng, tvm_adapter.RELAX_PASSES) if oracle == "passes" else ()
            inputs = find_inputs(program, seed=index).inputs
            yield Case(program, tuple(inputs), OracleSpec(oracle, self.target, passes=passes),
                       seed=self.seed * 1_000_003 + index, environment=self.environment,
                       origin=f"{origin}:{self.seed}:{index}")
            index += 1


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


def run_campaign(out: str | Path, budget_s: float, cases: Iterable[Case], executor: Executor,
                 jobs: int, progress_every: float = 2.0, max_tests: int | None = None,
                 log=lambda text: print(text, file=sys.stderr, flush=True)) -> CampaignStats:
    from .oracles import run_oracle
    from .results import write_failure

    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    stats = CampaignStats()
    deadline = stats.started + budget_s
    pending: dict = {}
    source = iter(cases)

    def record(case: Case, outcome) -> None:
        stats.tests += 1
        if outcome.exception_type == UNSUPPORTED:
            stats.skipped += 1
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

    last_report = 0.0
    try:
        while True:
            now = time.monotonic()
            budget_left = now < deadline and (max_tests is None or stats.tests + len(pending) < max_tests)
            while budget_left and len(pending) < 2 * jobs:
                case = next(source)
                pending[executor.submit(run_oracle, case)] = case
                budget_left = max_tests is None or stats.tests + len(pending) < max_tests
            if not pending:
                break
            done, _ = wait(pending, timeout=max(0.1, min(progress_every, deadline - now)),
                           return_when=FIRST_COMPLETED)
            for future in done:
                record(pending.pop(future), future.result())
            if time.monotonic() - last_report >= progress_every:
                last_report = time.monotonic()
                log(stats.line())
    except KeyboardInterrupt:
        log("interrupted: stopping; the failures recorded so far are kept")
    log(stats.line())
    return stats
