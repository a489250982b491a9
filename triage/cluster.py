"""Assigning signatures to clusters: exact key first, then the most similar representative.

Each cluster keeps the signature that founded it as its representative, until a member says more of the
failure than the founder did (see Clusterer.represent). A new signature is scored against
the representatives of its kind only (never against every failure), with rapidfuzz's cdist over the frame
and token lists (signature.score_against), so one assignment costs a few vectorized calls however many
failures the store holds.
Ties go to the older cluster, which with a fixed input order makes the result reproducible.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Iterable, Sequence

import numpy as np

from .frame_stats import FrameStats, containment, cut_weights
from .rules import Rules, load_rules
from .signature import (
    DEFAULT_BOTTOM_K,
    DEFAULT_TOP_K,
    Signature,
    reproject,
    score_against,
)

DEFAULT_THRESHOLD = 0.70
# A cut-off log that names no owner joins a cluster only when no other holds its frames about as well.
CUT_OFF_MARGIN = 0.05


def cluster_id_for(rep_key: str, taken: Callable[[str], bool]) -> str:
    """A short id derived from the founding signature, so a rebuilt store gives clusters the same ids."""
    digest = hashlib.sha1(("cluster:" + rep_key).encode()).hexdigest()
    for n in range(8, len(digest) + 1):
        if not taken(digest[:n]):
            return digest[:n]
    raise RuntimeError("cluster id space exhausted")  # unreachable: sha1 prefixes of distinct keys differ


@dataclass
class _KindReps:
    ids: list[str] = field(default_factory=list)
    stored: list[Signature] = field(default_factory=list)  # as founded, with their keys
    sigs: list[Signature] = field(default_factory=list)  # projected under the current frame statistics


@dataclass
class Assignment:
    cluster_id: str
    created: bool
    score: float  # similarity to the representative (1.0 for an exact key match)


# The exact (weighted-alignment) score is computed for this many representatives at most, the best by the
# cheap vectorized score; the rest cannot win.
_REFINE = 24


class Clusterer:
    """Assigns signatures to clusters. Representatives are compared as projected under the current frame
    statistics (refresh() after the statistics move), so a representative founded when the store was small
    is judged by the same weights as a failure arriving now; its cluster id never changes."""

    def __init__(self, threshold: float = DEFAULT_THRESHOLD, rules: Rules | None = None,
                 stats: FrameStats | None = None, top_k: int = DEFAULT_TOP_K, bottom_k: int = DEFAULT_BOTTOM_K,
                 stored_members: Callable[[], Iterable[tuple[str, str, Sequence[str]]]] | None = None):
        """stored_members: the (cluster id, kind, frames) of every complete stack already in the store, read
        only when a cut-off log needs them."""
        self.threshold = threshold
        self.rules = rules or load_rules()
        self.stats = stats or FrameStats(params=self.rules.idf)
        self.top_k, self.bottom_k = top_k, bottom_k
        self._by_key: dict[str, str] = {}
        # the cluster of each TVM warning that is all its founder said of itself (Signature.only_warned), of any kind
        self._by_warning: dict[str, str] = {}
        self._reps: dict[str, _KindReps] = {}
        self._ids: set[str] = set()
        # cluster id -> (kind, index into its _KindReps)
        self._where: dict[str, tuple[str, int]] = {}
        # cluster id -> the member that became its representative since the last take_new_representatives()
        self._new_reps: dict[str, Signature] = {}
        self._stored_members = stored_members
        # kind -> {(cluster id, frame set)} of the complete stacks that joined a cluster
        self._members: dict[str, set[tuple[str, frozenset[str]]]] = {}

    def __len__(self) -> int:
        return len(self._ids)

    def _project(self, sig: Signature) -> Signature:
        return reproject(sig, self.rules, self.stats, self.top_k, self.bottom_k)

    def add_cluster(self, cluster_id: str, rep: Signature) -> None:
        """Register an existing cluster (from the store) or a new one, in creation order."""
        reps = self._reps.setdefault(rep.kind, _KindReps())
        self._where[cluster_id] = (rep.kind, len(reps.ids))
        reps.ids.append(cluster_id)
        reps.stored.append(rep)
        reps.sigs.append(self._project(rep))
        self._ids.add(cluster_id)
        self._by_key[rep.key] = cluster_id
        if rep.only_warned:
            self._by_warning.setdefault(rep.only_warned, cluster_id)

    def represent(self, cluster_id: str, member: Signature) -> None:
        """Make a member the cluster's representative when it says what the founder did not: a complete stack
        where the founder's log was cut off, or an owner (the op, pass or legalization at fault) where the
        founder named none. One batch assigns such founders last (assign_all), so they join the cluster of a
        failure that says more; across batches one may found a cluster first, and then it would gather every
        failure that shares the few frames it kept, whatever their owners. The id stays the founder's."""
        kind, i = self._where[cluster_id]
        reps = self._reps[kind]
        rep = reps.sigs[i]
        if rep.owners and not rep.cut_off:
            return
        projected = self._project(member)
        if not projected.cut_off and (rep.cut_off or projected.owners):
            reps.stored[i], reps.sigs[i] = member, projected
            self._new_reps[cluster_id] = member

    def take_new_representatives(self) -> dict[str, Signature]:
        """{cluster id: representative} of the clusters whose representative changed since the last call."""
        out, self._new_reps = self._new_reps, {}
        return out

    def refresh(self) -> None:
        """Re-project every representative after the frame statistics changed."""
        for reps in self._reps.values():
            reps.sigs = [self._project(s) for s in reps.stored]

    def add_key(self, key: str, cluster_id: str) -> None:
        self._by_key[key] = cluster_id

    def add_member(self, cluster_id: str, sig: Signature) -> None:
        """Remember a stack that joined a cluster (any stack: those of one signature key differ in frames
        outside its top and bottom, such as the entry that emitted the op)."""
        if sig.complete_stack:
            self._add_stack(cluster_id, sig.kind, sig.frames)

    def _add_stack(self, cluster_id: str, kind: str, frames: Sequence[str]) -> None:
        self._members.setdefault(kind, set()).add((cluster_id, frozenset(frames)))

    def _members_of(self, kind: str) -> set[tuple[str, frozenset[str]]]:
        if self._stored_members is not None:
            load, self._stored_members = self._stored_members, None
            for cid, stack_kind, frames in load():
                self._add_stack(cid, stack_kind, frames)
        return self._members.get(kind, set())

    def _cut_off_scores(self, sig: Signature, ids: list[str]) -> np.ndarray:
        """How much of a cut-off log's frames each cluster's stacks hold, the best of its members: the
        founder may have reached the fault another way (argmax where the log shows argmin)."""
        best: dict[str, float] = {}
        weights = cut_weights(sig.frames, self.stats)
        for cid, frames in self._members_of(sig.kind):
            best[cid] = max(best.get(cid, 0.0), containment(sig.frames, weights, frames))
        return np.array([best.get(cid, 0.0) for cid in ids])

    def scores(self, sig: Signature) -> tuple[list[str], np.ndarray]:
        """Similarity of sig to every representative of its kind (exact for the best candidates)."""
        reps = self._reps.get(sig.kind)
        if not reps or not reps.ids:
            return [], np.zeros(0)
        w = self.rules.weights_for(sig.kind)
        cheap = score_against(sig, reps.sigs, w, self.stats)
        best = np.argsort(-cheap, kind="stable")[:_REFINE]
        exact = score_against(sig, [reps.sigs[i] for i in best], w, self.stats, exact=[True] * len(best))
        total = np.zeros(len(reps.ids))
        total[best] = exact
        if sig.cut_off:
            total = np.maximum(total, self._cut_off_scores(sig, reps.ids))
        return reps.ids, total
    def best(self, sig: Signature) -> tuple[str, float] | None:
        ids, total = self.scores(sig)
        if not ids:
            return None
        if sig.built and self._converter_unknown(sig):
            # a log that lost whose converter it was still says what the converter built: a cluster whose
            # converter built another op is another converter's (see [frames.converting] built)
            other = [bool(rep.built) and rep.built != sig.built for rep in self._reps[sig.kind].sigs]
            total = np.where(other, 0.0, total)
        i = int(np.argmax(total))  # argmax takes the first maximum: the oldest cluster wins a tie
        if self._unsure_whose(sig) and self._fits_another(sig.kind, total, i):
            return ids[i], 0.0  # it fits two clusters about as well: it could be either
        return ids[i], float(total[i])

    def _unsure_whose(self, sig: Signature) -> bool:
        """Whether the log lost what would say whose failure it is: the part of the stack a cut-off log kept,
        or the crash site that is all pytest's --tb=line shows, or the error a lost final exception (cut off
        before its line) was raised while handling, names no op or pass; the part of the message
        a log kept does not say which failure of that code it was; or an importer's converter failed and the
        line naming its node was not captured (stdout, see [frames.converting])."""
        if (sig.cut_off or sig.shows_only_its_site or sig.final_lost) and not sig.owners or sig.message_cut:
            return True
        return self._converter_unknown(sig)

    def _converter_unknown(self, sig: Signature) -> bool:
        """Whether an importer's converter failed and the log names it neither by a frame nor by the line
        naming its node (stdout not captured, see [frames.converting])."""
        return (any(self.rules.converter_caller.search(f) for f in sig.frames)
                and not any(self.rules.converter_frame.search(f) for f in sig.frames))

    def _fits_another(self, kind: str, total: np.ndarray, i: int) -> bool:
        """Whether a cluster other than the i-th, founded by a complete log, scores about as well. A cluster
        that a cut-off log founded holds no more than that log kept: it fits whatever shares its few frames."""
        complete = np.array([not rep.cut_off for rep in self._reps[kind].sigs], dtype=bool)
        complete[i] = False
        return bool(np.any(total[complete] >= total[i] - CUT_OFF_MARGIN))

    def assign(self, sig: Signature) -> Assignment:
        key = sig.key
        cid = self._by_key.get(key)
        if cid is not None:
            return Assignment(cid, False, 1.0)
        cid = self._by_warning.get(sig.only_warned) if sig.only_warned else None
        if cid is not None:
            # what TVM warned of, which crashed one process and made another compute garbage
            self._by_key[key] = cid
            self.add_member(cid, sig)
            return Assignment(cid, False, 1.0)
        best = self.best(sig)
        # a tiny epsilon keeps float noise in the weighted sum from flipping a score that equals the threshold
        if best is not None and best[1] + 1e-9 >= self.threshold:
            self._by_key[key] = best[0]
            self.add_member(best[0], sig)
            self.represent(best[0], sig)
            return Assignment(best[0], False, best[1])
        cid = cluster_id_for(key, self._ids.__contains__)
        self.add_cluster(cid, sig)
        self.add_member(cid, sig)
        return Assignment(cid, True, 1.0)

    def assign_all(self, sigs: Iterable[Signature]) -> dict[str, Assignment]:
        """Assign a batch. Distinct signatures go most frequent first (ties by key), so the batch's
        result does not depend on the order its failures were listed in; those that name no owner go after
        those that do, and logs cut off (in the traceback or in the message) last."""
        counts = Counter()
        by_key: dict[str, Signature] = {}
        stacks: dict[str, dict[tuple[str, ...], Signature]] = {}  # key -> its distinct stacks
        for s in sigs:
            k = s.key
            counts[k] += 1
            by_key.setdefault(k, s)
            stacks.setdefault(k, {}).setdefault(s.frames, s)
        out = {}
        # cut-off logs last: they can only be placed among clusters that complete logs have founded, and
        # are held against every stack that joined one. Before them, the failures that name no owner: one
        # whose owner went unread (an op emitted out of sight) and that founded a cluster first would score
        # high against every failure of the shared helper it reached, whatever their owners, and gather them
        for key in sorted(counts, key=lambda k: (by_key[k].cut_off or by_key[k].message_cut, not by_key[k].owners, -counts[k], k)):
            out[key] = self.assign(by_key[key])
            for s in stacks[key].values():
                self.add_member(out[key].cluster_id, s)
        return out
