"""Clustering quality of triage on the labelled corpus, against two baselines.

    python bench/triage_quality.py [--corpus bench/corpus] [--threshold T] [--logs-only]

Methods, all fed the same parsed and normalized failures:
  relayreduce         triage_directory: exact signature, then fuzzy merge against cluster representatives
  exact-message       one cluster per (kind, normalized message)
  clusterfuzz-top3    one cluster per (kind, innermost 3 frames after the ignore rules): ClusterFuzz's crash state
--logs-only scores a copy of the corpus that keeps only stderr.txt, as a foreign fuzzer would leave it.
Prints B-cubed precision/recall/F1 and the adjusted Rand index of each, and the misclustered records.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

from relayreduce.triage import load_rules, triage_directory
from relayreduce.triage.metrics import adjusted_rand_index, bcubed
from relayreduce.triage.engine import sign_record
from relayreduce.triage.normalize import normalize_frames
from relayreduce.triage.parse import parse_trace
from relayreduce.triage.readers import read, scan
from relayreduce.triage.signature import merge_traces
from relayreduce.triage.store import Store

CORPUS = Path(__file__).resolve().parent / "corpus"


def load_labels(corpus: Path) -> dict[str, str]:
    return json.loads((corpus / "labels.json").read_text())


def _record_dir(corpus: Path) -> Path:
    return corpus / "records"


def logs_only_copy(corpus: Path, dest: Path) -> Path:
    """The corpus as a foreign tree: each record's stderr.txt alone."""
    for d in sorted(_record_dir(corpus).iterdir()):
        if (d / "stderr.txt").exists():
            (dest / d.name).mkdir(parents=True)
            shutil.copy(d / "stderr.txt", dest / d.name / "stderr.txt")
    return dest


def ours(records: Path, threshold: float | None = None, **kwargs) -> dict[str, str]:
    """record id -> cluster id, from a fresh store."""
    with tempfile.TemporaryDirectory() as tmp:
        result = triage_directory(records, db_path=Path(tmp) / "triage.db", threshold=threshold, jobs=1, **kwargs)
        with Store(result.db_path) as store:
            paths = store.assignments()
    return {p.split("/")[0]: c for p, c in paths.items() if c is not None}


def baselines(records: Path) -> dict[str, dict[str, tuple]]:
    """record id -> cluster key for each baseline."""
    rules = load_rules()
    root = str(records)
    msg, top3 = {}, {}
    for cand in scan(records):
        rec = read(cand, root)
        sig = sign_record(rec, rules, 3, 3)
        if sig is None:
            continue
        trace = parse_trace(rec.traceback)
        if rec.stderr:
            trace = merge_traces(trace, parse_trace(rec.stderr))
        rid = cand.path.split("/")[0]
        msg[rid] = (sig.kind, sig.message)
        names = normalize_frames(trace.frames, rules)
        top3[rid] = (sig.kind, tuple(reversed(names[-3:])))
    return {"exact-message": msg, "clusterfuzz-top3": top3}


def score(assign: dict[str, object], labels: dict[str, str]) -> dict:
    ids = sorted(labels)
    # a record a method could not cluster counts as a cluster of its own
    pred = [assign.get(i, ("unclustered", i)) for i in ids]
    gold = [labels[i] for i in ids]
    p, r, f = bcubed(pred, gold)
    return {"precision": p, "recall": r, "f1": f, "ari": adjusted_rand_index(pred, gold), "clusters": len(set(pred))}


def evaluate(corpus: Path = CORPUS, threshold: float | None = None, logs_only: bool = False) -> dict[str, dict]:
    labels = load_labels(corpus)
    with tempfile.TemporaryDirectory() as tmp:
        records = logs_only_copy(corpus, Path(tmp) / "logs") if logs_only else _record_dir(corpus)
        methods = {"relayreduce": ours(records, threshold)}
        methods.update(baselines(records))
    return {name: score(assign, labels) | {"assign": assign} for name, assign in methods.items()}


def confusion(assign: dict[str, object], labels: dict[str, str]) -> list[str]:
    """Lines describing labels split over clusters and clusters mixing labels."""
    by_label, by_cluster = defaultdict(Counter), defaultdict(Counter)
    for rid, label in labels.items():
        c = assign.get(rid)
        by_label[label][c] += 1
        by_cluster[c][label] += 1
    out = [f"  split  {lab}: {dict(cs)}" for lab, cs in sorted(by_label.items()) if len(cs) > 1]
    out += [f"  mixed  {c}: {dict(ls)}" for c, ls in sorted(by_cluster.items(), key=str) if len(ls) > 1]
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", type=Path, default=CORPUS)
    ap.add_argument("--threshold", type=float, default=None)
    ap.add_argument("--logs-only", action="store_true")
    ap.add_argument("--details", action="store_true", help="list split labels and mixed clusters per method")
    args = ap.parse_args()
    labels = load_labels(args.corpus)
    causes = Counter(labels.values())
    print(f"corpus: {len(labels)} records, {len(causes)} root causes"
          f"{' (stderr.txt only)' if args.logs_only else ''}")
    results = evaluate(args.corpus, args.threshold, args.logs_only)
    print(f"{'method':18s} {'B3-P':>7s} {'B3-R':>7s} {'B3-F1':>7s} {'ARI':>7s} {'clusters':>9s}")
    for name, s in results.items():
        print(f"{name:18s} {s['precision']:7.4f} {s['recall']:7.4f} {s['f1']:7.4f} {s['ari']:7.4f} {s['clusters']:9d}")
        if args.details:
            print("\n".join(confusion(s["assign"], labels)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
