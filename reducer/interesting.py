"""Interesting means the same bug. One definition for the whole tool: the failure kind plus the triage
signature (``relayreduce.triage.same_failure``), unless the user asks for ``--match kind``, ``any`` or
``regex:PATTERN`` (searched in the message and the trace).

A judge answers for a batch of candidates at once, so the driver can speculate in parallel: the sandbox
judge runs them on the warm fork server, each in its own child; an in-process judge (a predicate) serves
tests and synthetic benchmarks.
"""

from __future__ import annotations

import re
from collections import Counter
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Callable, Sequence

from relayreduce.campaign import failure_signature
from relayreduce.case import Case
from relayreduce.triage import Signature, same_failure

MATCH_FORMS = "signature, kind, any or regex:PATTERN"


class MatchError(ValueError):
    """An unknown --match form."""


@dataclass(frozen=True)
class Verdict:
    interesting: bool
    kind: str | None = None  # the failure kind; None when TVM passed
    signature: str | None = None  # the failure's signature key
    seconds: float = 0.0

    @property
    def drift(self) -> bool:
        """Failed, but not the same way: a different bug the reducer must not wander into."""
        return self.kind is not None and not self.interesting


@dataclass(frozen=True)
class Target:
    """The failure being reduced."""

    kind: str
    signature: Signature
    match: str = "signature"

    def matches(self, kind: str, sig: Signature, text: str) -> bool:
        if self.match == "any":
            return True
        if self.match == "kind":
            return kind == self.kind
        if self.match.startswith("regex:"):
            return re.search(self.match[len("regex:"):], text, re.MULTILINE) is not None
        return kind == self.kind and same_failure(self.signature, sig)


def parse_match(text: str) -> str:
    if text in ("signature", "kind", "any"):
        return text
    if text.startswith("regex:"):
        try:
            re.compile(text[len("regex:"):])
        except re.error as err:
            raise MatchError(f"--match {text!r}: bad regular expression ({err})") from None
        return text
    raise MatchError(f"unknown --match form {text!r}; expected {MATCH_FORMS}")


def _text(outcome) -> str:
    return "\n".join(filter(None, (outcome.exception_type, outcome.message, outcome.traceback, outcome.stderr)))


def observe(outcome) -> tuple[str | None, Signature | None, str]:
    failure = failure_signature(outcome)
    if failure is None:
        return None, None, ""
    return failure[0], failure[1], _text(outcome)


class SandboxJudge:
    """Runs the case's own oracle in the sandbox. With ``runs`` > 1 (a flaky case) a candidate is interesting
    when it fails the same way in at least ``needed`` of its runs."""

    def __init__(self, executor: Executor, target: Target, runs: int = 1, needed: int = 1):
        self.executor, self.target, self.runs, self.needed = executor, target, runs, needed

    def evaluate(self, cases: Sequence[Case]) -> list[Verdict]:
        from relayreduce.oracles import run_oracle

        futures = [[self.executor.submit(run_oracle, case) for _ in range(self.runs)] for case in cases]
        return [self._verdict([f.result() for f in fs]) for fs in futures]

    def _verdict(self, outcomes) -> Verdict:
        hits, kinds, keys = 0, Counter(), Counter()
        for outcome in outcomes:
            kind, sig, text = observe(outcome)
            if kind is None:
                continue
            kinds[kind] += 1
            keys[sig.key] += 1
            hits += self.target.matches(kind, sig, text)
        kind = kinds.most_common(1)[0][0] if kinds else None
        key = keys.most_common(1)[0][0] if keys else None
        return Verdict(hits >= self.needed, kind, key, max(o.duration_s for o in outcomes))


class PredicateJudge:
    """In-process: ``predicate(case)`` says whether the case is interesting. For tests and synthetic benchmarks
    with a known minimum; such a judge never drifts."""

    def __init__(self, predicate: Callable[[Case], bool]):
        self.predicate = predicate

    def evaluate(self, cases: Sequence[Case]) -> list[Verdict]:
        return [Verdict(True, "exception") if self.predicate(c) else Verdict(False) for c in cases]


# How much of a failing run's stderr a report keeps: the crash banner and native frames are at its end.
STDERR_KEPT = 20_000


def failure_record(outcome, kind: str) -> dict:
    """What reports keep of a failing run (kind, exception, message, traceback, stderr's end, stage)."""
    return {"kind": kind, "exception_type": outcome.exception_type or "", "message": outcome.message,
            "traceback": outcome.traceback, "stderr": outcome.stderr[-STDERR_KEPT:], "stage": outcome.stage}


@dataclass
class Recheck:
    """How often a case reproduced in ``runs`` runs of its oracle in the sandbox (the target's failure) and in
    ``runs`` runs of its repro.py, each in a fresh interpreter as a user runs it (None: not run, or it cannot
    run on this machine); the record of one sandbox failure (None when none failed), for reports to show what
    the case itself prints. Both counts matter: what an out-of-bounds read returns depends on the process's
    heap, and a warm sandbox child's is not a fresh interpreter's."""

    runs: int
    reproduced: int
    failure: dict | None
    repro: int | None = None

    @property
    def flaky(self) -> bool:
        return self.reproduced < self.runs or (self.repro is not None and self.repro < self.runs)

    @property
    def rate(self) -> str:
        return f"{self.reproduced}/{self.runs}"

    @property
    def repro_rate(self) -> str | None:
        return None if self.repro is None else f"{self.repro}/{self.runs}"


def repro_failure(failure: dict | None, target: Target) -> dict:
    """The failure a repro.py is made for: the case's own, else only the target's kind and exception type
    (its signature's message is normalized, so it is not compared)."""
    return failure or {"kind": target.kind, "exception_type": target.signature.exception_type}


def recheck(case: Case, executor: Executor, target: Target, runs: int, timeout_s: float, jobs: int = 1,
            repro: bool = True) -> Recheck:
    """Run ``case``'s oracle ``runs`` times in the sandbox (in parallel, as the executor allows) and count the
    target's failures; then, with ``repro``, run its repro.py ``runs`` times (``jobs`` at once) and count those
    that reproduce (exit 1)."""
    from relayreduce.oracles import run_oracle

    from .repro import repro_reproductions

    outcomes = [f.result() for f in [executor.submit(run_oracle, case) for _ in range(runs)]]
    failures = []
    for outcome in outcomes:
        kind, sig, text = observe(outcome)
        if kind is not None and target.matches(kind, sig, text):
            failures.append(failure_record(outcome, kind))
    failure = failures[0] if failures else None
    reproduced = repro_reproductions(case, repro_failure(failure, target), runs, timeout_s, jobs) if repro else None
    return Recheck(runs, len(failures), failure, reproduced)


@dataclass
class Baseline:
    """What re-running the original case showed: how often it fails the way the target describes, and the
    record of one such failure."""

    runs: int
    same: int
    target: Target | None
    durations: list[float]
    failure: dict | None = None

    @property
    def flaky(self) -> bool:
        return self.same < self.runs


def establish(case: Case, executor: Executor, runs: int, match: str) -> Baseline:
    """Run the original case ``runs`` times; its most common failure is the target."""
    from relayreduce.oracles import run_oracle

    outcomes = [f.result() for f in [executor.submit(run_oracle, case) for _ in range(runs)]]
    observed = [(outcome, *observe(outcome)) for outcome in outcomes]
    observed = [o for o in observed if o[1] is not None]
    target = None
    if observed:
        key, _ = Counter(sig.key for _, _, sig, _ in observed).most_common(1)[0]
        kind, sig = next((k, s) for _, k, s, _ in observed if s.key == key)
        target = Target(kind, sig, match)
    same = [(outcome, kind) for outcome, kind, sig, text in observed if target and target.matches(kind, sig, text)]
    return Baseline(runs, len(same), target, [o.duration_s for o in outcomes],
                    failure_record(*same[0]) if same else None)


@dataclass
class Settled:
    """The case a reduction hands over, with how often it reproduced when re-run. When the smallest case did
    not reproduce every time but the original did, ``case`` is an earlier step of the reduction that did, and
    ``smallest`` is the smallest case with its own re-runs."""

    case: Case
    check: Recheck
    smallest: Case | None = None
    smallest_check: Recheck | None = None
    steps_back: int = 0


def settle(steps: Sequence[Case], baseline: Baseline, executor: Executor, target: Target, timeout_s: float,
           jobs: int = 1) -> Settled:
    """Re-run the reduction's last case (``steps[-1]``) as many times as the original (``steps[0]``) was run,
    in the sandbox and as repro.py (``recheck``).

    Every candidate was judged on one sandbox run (on ``runs`` of them only when the original was flaky), so
    the smallest case may reproduce less often than the original did: an out-of-bounds read, a race,
    whatever the reduction shrank. When it reproduces every time, or when the original did not either, it is
    the result, labelled with its rates. When it does not but the original did, the result falls back to an
    accepted step that reproduced in every run: a bisection of the steps, from the original to the smallest,
    re-running each step it visits as often, ends at a step that reproduced every time whose successor did
    not. The original's sandbox runs are the baseline's; if the bisection ends there, its repro.py is run
    too, and when that is flaky as well no step is better than the smallest, which is handed over, labelled."""
    last = recheck(steps[-1], executor, target, baseline.runs, timeout_s, jobs)
    if not last.flaky or baseline.flaky or len(steps) == 1:
        return Settled(steps[-1], last)
    good, good_check, bad = 0, None, len(steps) - 1
    while bad - good > 1:
        middle = (good + bad) // 2
        check = recheck(steps[middle], executor, target, baseline.runs, timeout_s, jobs)
        if check.flaky:
            bad = middle
        else:
            good, good_check = middle, check
    if good_check is None:
        from .repro import repro_reproductions

        good_check = Recheck(baseline.runs, baseline.same, baseline.failure, repro_reproductions(
            steps[0], repro_failure(baseline.failure, target), baseline.runs, timeout_s, jobs))
        if good_check.flaky:
            return Settled(steps[-1], last)
    return Settled(steps[good], good_check, steps[-1], last, len(steps) - 1 - good)
