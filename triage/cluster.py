"""Assigning signatures to clusters: exact key first, then the most similar representative.

Each cluster keeps the signature that founded it as its representative. A new signature is scored against
the representatives of its kind only (never against every failure), with rapidfuzz's cdist over the frame
and token lists (signature.score_against), so one assignment costs a few vectorized calls however many
failures the store holds.
Ties go to the older cluster, which with a fixed input order makes the result reproducible.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Iterable

import numpy as np

from .rules import Rules, load_rules
from .signature import Signature, score_against

DEFAULT_THRESHOLD = 0.70


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
    sigs: list[Signature] = field(default_factory=list)
    tops: list[tuple] = field(default_factory=list)
    bottoms: list[tuple] = field(default_factory=list)
    tokens: list[tuple] = field(default_factory=list)
    excs: list[str] = field(default_factory=list)


@dataclass
class Assignment:
    cluster_id: str
    created: bool
    score: float  # similarity to the representative (1.0 for an exact key match)


class Clusterer:
    def __init__(self, threshold: float = DEFAULT_THRESHOLD, rules: Rules | None = None):
        self.threshold = threshold
        self.rules = rules or load_rules()
        self._by_key: dict[str, str] = {}
        self._reps: dict[str, _KindReps] = {}
        self._ids: set[str] = set()

    def __len__(self) -> int:
        return len(self._ids)

    def add_cluster(self, cluster_id: str, rep: Signature) -> None:
        """Register an existing cluster (from the store) or a new one, in creation order."""
        reps = self._reps.setdefault(rep.kind, _KindReps())
        reps.ids.append(cluster_id)
        reps.sigs.append(rep)
        reps.tops.append(rep.top)
        reps.bottoms.append(rep.bottom)
        reps.tokens.append(rep.tokens)
        reps.excs.append(rep.exception_type)
        self._ids.add(cluster_id)
        self._by_key[rep.key] = cluster_id

    def add_key(self, key: str, cluster_id: str) -> None:
        self._by_key[key] = cluster_id

    def scores(self, sig: Signature) -> tuple[list[str], np.ndarray]:
        """Similarity of sig to every representative of its kind."""
        reps = self._reps.get(sig.kind)
        if not reps or not reps.ids:
            return [], np.zeros(0)
        w = self.rules.weights_for(sig.kind)
        total = score_against(sig, reps.tops, reps.bottoms, reps.tokens, reps.excs, w)
        return reps.ids, total

    def best(self, sig: Signature) -> tuple[str, float] | None:
        ids, total = self.scores(sig)
        if not ids:
            return None
        i = int(np.argmax(total))  # argmax takes the first maximum: the oldest cluster wins a tie
        return ids[i], float(total[i])

    def assign(self, sig: Signature) -> Assignment:
        key = sig.key
        cid = self._by_key.get(key)
        if cid is not None:
            return Assignment(cid, False, 1.0)
        best = self.best(sig)
        # a tiny epsilon keeps float noise in the weighted sum from flipping a score that equals the threshold
        if best is not None and best[1] + 1e-9 >= self.threshold:
            self._by_key[key] = best[0]
            return Assignment(best[0], False, best[1])
        cid = cluster_id_for(key, self._ids.__contains__)
        self.add_cluster(cid, sig)
        return Assignment(cid, True, 1.0)

    def assign_all(self, sigs: Iterable[Signature]) -> dict[str, Assignment]:
        """Assign a batch. Distinct signatures go most frequent first (ties by key), so the batch's
        result does not depend on the order its failures were listed in."""
        counts = Counter()
        by_key: dict[str, Signature] = {}
        for s in sigs:
            k = s.key
            counts[k] += 1
            by_key.setdefault(k, s)
        out = {}
        for key in sorted(counts, key=lambda k: (-counts[k], k)):
            out[key] = self.assign(by_key[key])
        return out
