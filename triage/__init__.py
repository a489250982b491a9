"""relayreduce.triage: failure parsing, signatures, clustering and the triage store.

Entry points for other stages:
    triage_directory(results_dir, ...)       scan, sign, cluster and persist; returns a TriageResult
    signature_of(kind, exc_type, message, traceback, stderr)   a Signature (.key, .similarity(other))
    signature_of_failure(failure_json_dict, stderr)
    same_failure(a, b, threshold)            the reducer's "same failure" test
    Store(path)                              the SQLite state (statuses, witnesses, reductions)
    parse_trace(text) + annotate_frames(trace, sig)   raw frames with the signature's frames marked
"""

from .cluster import DEFAULT_THRESHOLD, Clusterer
from .engine import TriageInputError, TriageResult, triage_directory
from .parse import Frame, Trace, parse_trace
from .rules import Rules, RulesError, load_rules
from .signature import KINDS, Signature, annotate_frames, signature_of, signature_of_failure
from .store import ClusterSummary, Store, StoreError


def same_failure(a: Signature, b: Signature, threshold: float = DEFAULT_THRESHOLD) -> bool:
    """True when b is the same failure as a: same kind, and the same key or similar enough to cluster."""
    return a.kind == b.kind and (a.key == b.key or a.similarity(b) >= threshold)


__all__ = [
    "Clusterer", "ClusterSummary", "annotate_frames", "DEFAULT_THRESHOLD", "Frame", "KINDS", "Rules", "RulesError", "Signature",
    "Store", "StoreError", "Trace", "TriageInputError", "TriageResult", "load_rules", "parse_trace",
    "same_failure", "signature_of", "signature_of_failure", "triage_directory",
]
