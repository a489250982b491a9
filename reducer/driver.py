"""The generic reduction loop: ddmin-style chunking over each pass's targets, passes to a fixpoint.

For one pass the driver counts the pass's targets, then tries dropping chunks of them, halving the chunk
size when no chunk of the current size can go (ddmin's granularity). Every candidate is cleaned of the code
it made dead, type-checked and compared with the current case before anything runs: an ill-typed candidate
never reaches an oracle, and only strictly smaller candidates (``candidate.cost``) are tried, so the loop
ends. Verdicts are cached by content.

Speculation: with ``jobs`` > 1 the next ``jobs`` chunks are judged in parallel and the first interesting one
*in sequential order* wins, so the result is exactly the sequential one; only wasted queries differ.

The loop's whole position is a small ``State``; the checkpoint stores it with the current case after every
accepted step, and ``reduce(case, state)`` continues from it as if never interrupted.
"""

from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass, field
from typing import Sequence

from relayreduce.case import Case
from relayreduce.ir import size
from relayreduce.ir.expr import walk
from relayreduce.ir.rewrite import prune

from .cache import VerdictCache, case_key
from .candidate import RELATION_ERRORS, cost, problem, with_tvm_opaque_types
from .delta import DeltaPass
from .passes import PASSES


@dataclass
class PassStats:
    accepted: int = 0
    ops_removed: int = 0
    bindings_removed: int = 0
    tried: int = 0  # candidates judged in sequential order: the same with or without speculation

    @property
    def yield_per_try(self) -> float:
        return (self.ops_removed + 0.1 * self.bindings_removed + 0.01 * self.accepted) / max(1, self.tried)


@dataclass
class Stats:
    queries: int = 0
    cache_hits: int = 0
    invalid_skipped: int = 0
    drift_rejected: int = 0
    accepted: int = 0
    rounds: int = 0
    seconds: float = 0.0
    queries_to_final_size: int = 0  # queries spent when the op count last went down; the rest polish
    # [queries, op count] at the start and whenever an accepted step changed the op count: the report's
    # reduction-progress chart. Steps that only drop bindings add no point, so the list stays short.
    size_by_queries: list = field(default_factory=list)

    passes: dict[str, PassStats] = field(default_factory=dict)

    def to_dict(self) -> dict:
        d = dataclasses.asdict(self)
        d["passes"] = {k: dataclasses.asdict(v) for k, v in self.passes.items()}
        return d

    @classmethod
    def from_dict(cls, d: dict) -> "Stats":
        d = dict(d)
        d["passes"] = {k: PassStats(**v) for k, v in d.get("passes", {}).items()}
        return cls(**d)


@dataclass
class State:
    """Where the loop is: the pass order of this round, which pass, chunk size and first target."""

    order: list[str]
    round: int = 0
    pass_pos: int = 0
    size: int | None = None
    index: int = 0
    progress: bool = False


class _ChunkKeep:
    """The driver's side of ``keep()``: targets numbered in the order the pass asks, a chunk dropped."""

    def __init__(self, drop: range | None = None):
        self.drop = drop or range(0)
        self.asked = 0

    def __call__(self) -> bool:
        index = self.asked
        self.asked += 1
        return index not in self.drop


def _from_tvm(err: BaseException) -> bool:
    return type(err).__module__.startswith(("tvm", "relayreduce.tvm_adapter"))


def count_targets(p: DeltaPass, case: Case) -> int:
    keep = _ChunkKeep()
    p.run(case, keep)
    return keep.asked


def bindings(case: Case) -> int:
    return sum(1 for _ in walk(case.program))


class Reducer:
    def __init__(self, judge, *, passes: Sequence[DeltaPass] = PASSES, jobs: int = 1, numeric: bool = False,
                 checkpoint=None, progress=None, deadline: float | None = None):
        self.judge, self.jobs, self.numeric = judge, max(1, jobs), numeric
        self.passes = {p.name: p for p in passes}
        self.registry_order = [p.name for p in passes]
        self.checkpoint, self.progress, self.deadline = checkpoint, progress, deadline
        self.cache = VerdictCache()
        self.stats = Stats()
        self.current: Case | None = None
        # the case reduce() started from, then each accepted step's: what minimize falls back along when the
        # smallest case does not reproduce every time (reducer.interesting.settle)
        self.history: list[Case] = []
        self.out_of_time = False

    # ----------------------------------------------------------------------------------------------
    # Candidates

    def candidate(self, p: DeltaPass, case: Case, drop: range) -> Case | None:
        """The case with a chunk of ``p``'s targets dropped, or None when it is no smaller or not valid."""
        try:
            new = p.run(case, _ChunkKeep(drop))
            new = dataclasses.replace(new, program=prune(new.program, before=case.program))
            if new.program != case.program:
                new = dataclasses.replace(new, program=with_tvm_opaque_types(new.program))
        except Exception as err:  # noqa: BLE001 - TVM's inference of an opaque call raises its own errors
            if not isinstance(err, RELATION_ERRORS) and not _from_tvm(err):
                raise
            self.stats.invalid_skipped += 1
            return None
        if cost(new) >= cost(case):
            return None
        if problem(new, self.numeric) is not None:
            self.stats.invalid_skipped += 1
            return None
        return new

    def judge_in_order(self, candidates: list[Case | None], keys: list[tuple | None] | None = None) -> int | None:
        """Index of the first interesting candidate; all uncached ones are judged together (speculation).
        ``keys``: the candidates' ``case_key``s, when the caller has them already."""
        if keys is None:
            keys = [None if c is None else case_key(c) for c in candidates]
        verdicts: dict[tuple, object] = {}
        fresh: dict[tuple, Case] = {}
        for c, key in zip(candidates, keys):
            if c is None or key in verdicts or key in fresh:
                continue
            cached = self.cache.get(key)
            if cached is not None:
                verdicts[key] = cached
            else:
                fresh[key] = c
        if fresh:
            for key, verdict in zip(fresh, self.judge.evaluate(list(fresh.values()))):
                self.cache.put(key, verdict)
                verdicts[key] = verdict
                self.stats.queries += 1
                self.stats.drift_rejected += verdict.drift
        self.stats.cache_hits = self.cache.hits
        for i, (c, key) in enumerate(zip(candidates, keys)):
            if c is not None and verdicts[key].interesting:
                return i
        return None

    # ----------------------------------------------------------------------------------------------
    # The loop

    def _reorder(self, state: State) -> list[str]:
        """Passes that removed most per candidate first; ties keep the registry's order."""
        def key(name):
            return (-self.stats.passes.setdefault(name, PassStats()).yield_per_try, self.registry_order.index(name))

        return sorted(state.order, key=key)

    def _step(self, state: State) -> bool:
        """One move of the loop; False at the fixpoint."""
        if state.pass_pos >= len(state.order):
            if not state.progress:
                return False
            state.order, state.round, state.pass_pos = self._reorder(state), state.round + 1, 0
            state.size, state.index, state.progress = None, 0, False
            self.stats.rounds = state.round
            return True
        batch, keys, exhausted = self._speculate(state)
        winner = self.judge_in_order([c for *_, c in batch], keys)
        for pos, _, _, c in batch[: len(batch) if winner is None else winner + 1]:
            self.stats.passes.setdefault(state.order[pos], PassStats()).tried += c is not None
        if winner is None:
            if exhausted:
                state.pass_pos, state.size, state.index = len(state.order), None, 0
            else:
                pos, size_, start, _ = batch[-1]
                state.pass_pos, state.size, state.index = pos, size_, start + size_
            return True
        state.pass_pos, state.size, state.index, new = batch[winner]
        pstats = self.stats.passes.setdefault(state.order[state.pass_pos], PassStats())
        pstats.accepted += 1
        removed = size(self.current.program) - size(new.program)
        if removed > 0:
            self.stats.queries_to_final_size = self.stats.queries
        if removed:
            self.stats.size_by_queries.append([self.stats.queries, size(new.program)])
        pstats.ops_removed += removed
        pstats.bindings_removed += bindings(self.current) - bindings(new)
        self.stats.accepted += 1
        self.current, state.progress = new, True
        self.history.append(new)
        if self.checkpoint is not None:
            self.checkpoint.save(self.current, state, self._stats_now())
        return True

    def _path(self, state: State):
        """(pass position, pass, chunk size, first target) of every chunk the sequential loop would try from
        here to the end of the round if each one failed: the rest of this granularity, every finer one (ddmin),
        then the following passes from their coarsest chunk."""
        pos, size_, index = state.pass_pos, state.size, state.index
        while pos < len(state.order):
            p = self.passes[state.order[pos]]
            n = count_targets(p, self.current)
            size_ = n if size_ is None else size_
            while n:
                yield from ((pos, p, size_, start) for start in range(index, n, size_))
                if size_ <= 1:
                    break
                size_, index = max(1, size_ // 2), 0
            pos, size_, index = pos + 1, None, 0

    def _speculate(self, state: State):
        """Candidates along the sequential path until ``jobs`` of them need an oracle run. Judged together,
        the first interesting one in this order is exactly what the sequential loop would have accepted.
        Returns [(pass position, chunk size, first target, candidate or None)], the candidates' cache keys, and
        whether the round's path ran out."""
        batch, keys, fresh = [], [], 0
        for pos, p, size_, start in self._path(state):
            c = self.candidate(p, self.current, range(start, start + size_))
            batch.append((pos, size_, start, c))
            keys.append(None if c is None else case_key(c))
            fresh += c is not None and keys[-1] not in self.cache
            if fresh >= self.jobs:
                return batch, keys, False
        return batch, keys, True

    def _stats_now(self) -> Stats:
        self.stats.seconds = round(self._elapsed_before + time.monotonic() - self._started, 2)
        return self.stats

    def reduce(self, case: Case, state: State | None = None, stats: Stats | None = None) -> Case:
        """Reduce ``case`` to a fixpoint of all passes (or until the deadline); returns the smallest case."""
        self.current = case
        self.history = [case]
        if stats is not None:
            self.stats = stats
        self._elapsed_before, self._started = self.stats.seconds, time.monotonic()
        state = state or State(order=list(self.registry_order))
        if not self.stats.size_by_queries:
            self.stats.size_by_queries.append([self.stats.queries, size(case.program)])
        try:
            while self._step(state):
                self._show(state)
                if self.deadline is not None and time.monotonic() >= self.deadline:
                    self.out_of_time = True
                    if self.checkpoint is not None:  # the position too, so the next run tries nothing twice
                        self.checkpoint.save(self.current, state, self._stats_now())
                    break
        finally:
            self._stats_now()
        return self.current

    def _show(self, state: State) -> None:
        if self.progress is None:
            return
        s = self.stats
        name = state.order[state.pass_pos] if state.pass_pos < len(state.order) else "-"
        self.progress.update(
            f"[{self._elapsed_before + time.monotonic() - self._started:5.0f}s] {size(self.current.program)} ops, "
            f"{bindings(self.current)} bindings | round {state.round + 1} {name} | {s.queries} queries, "
            f"{s.cache_hits} cached, {s.invalid_skipped} invalid, {s.drift_rejected} drift")
