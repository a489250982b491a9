"""Clustering quality against labels: B-cubed precision/recall/F1 and the adjusted Rand index.

B-cubed is the metric crash-bucketing work reports (per failure: how much of its cluster shares its root
cause, and how much of its root cause shares its cluster). ARI is computed from the contingency table, so
there is no dependency on scikit-learn.
"""

from __future__ import annotations

from collections import Counter
from typing import Hashable, Sequence


def bcubed(predicted: Sequence[Hashable], gold: Sequence[Hashable]) -> tuple[float, float, float]:
    """(precision, recall, F1) averaged over items; predicted[i] and gold[i] are item i's cluster and label."""
    if len(predicted) != len(gold):
        raise ValueError("predicted and gold must be the same length")
    if not predicted:
        return 1.0, 1.0, 1.0
    both = Counter(zip(predicted, gold))
    size_p = Counter(predicted)
    size_g = Counter(gold)
    p = sum(both[(c, g)] / size_p[c] for c, g in zip(predicted, gold)) / len(predicted)
    r = sum(both[(c, g)] / size_g[g] for c, g in zip(predicted, gold)) / len(predicted)
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def _pairs(n: int) -> float:
    return n * (n - 1) / 2


def adjusted_rand_index(predicted: Sequence[Hashable], gold: Sequence[Hashable]) -> float:
    if len(predicted) != len(gold):
        raise ValueError("predicted and gold must be the same length")
    n = len(predicted)
    if n < 2:
        return 1.0
    index = sum(_pairs(v) for v in Counter(zip(predicted, gold)).values())
    a = sum(_pairs(v) for v in Counter(predicted).values())
    b = sum(_pairs(v) for v in Counter(gold).values())
    expected = a * b / _pairs(n)
    maximum = (a + b) / 2
    if maximum == expected:  # both partitions trivial (all singletons or one block) and so identical
        return 1.0
    return (index - expected) / (maximum - expected)
