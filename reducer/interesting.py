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


def failure_of(case: Case, executor: Executor, target: Target) -> dict | None:
    """The failure the case shows when run once more (kind, exception, message, traceback, stderr's end), for
    reports to show what the reduced case itself prints; None when this run did not fail the target's way."""
    from relayreduce.oracles import run_oracle

    outcome = executor.submit(run_oracle, case).result()
    kind, sig, text = observe(outcome)
    if kind is None or not target.matches(kind, sig, text):
        return None
    return {"kind": kind, "exception_type": outcome.exception_type or "", "message": outcome.message,
            "traceback": outcome.traceback, "stderr": outcome.stderr[-STDERR_KEPT:], "stage": outcome.stage}


@dataclass
class Baseline:
    """What re-running the original case showed: how often it fails the way the target describes."""

    runs: int
    same: int
    target: Target | None
    durations: list[float]

    @property
    def flaky(self) -> bool:
        return self.same < self.runs


def establish(case: Case, executor: Executor, runs: int, match: str) -> Baseline:
    """Run the original case ``runs`` times; its most common failure is the target."""
    from relayreduce.oracles import run_oracle

    outcomes = [f.result() for f in [executor.submit(run_oracle, case) for _ in range(runs)]]
    observed = [(kind, sig, text) for kind, sig, text in map(observe, outcomes) if kind is not None]
    target = None
    if observed:
        key, _ = Counter(sig.key for _, sig, _ in observed).most_common(1)[0]
        kind, sig, _ = next(o for o in observed if o[1].key == key)
        target = Target(kind, sig, match)
    same = sum(target.matches(*o) for o in observed) if target else 0
    return Baseline(runs, same, target, [o.duration_s for o in outcomes])
