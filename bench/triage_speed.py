"""Triage throughput on synthetic TVM failure logs (bench/triage_synth.py).

    python bench/triage_speed.py [--n 100000] [--store 10000] [--new 1000] [--jobs N]

1. full:        triage_directory over N log files on disk into a fresh triage.db (scan, read, parse,
                normalize, sign, cluster, commit); target <= 60 s for 100k on 2 cores
2. in-memory:   signing and clustering the same texts in one process, no files or database (for reference)
3. incremental: a store already holding STORE failures, NEW more logs appear; triage reads and assigns only
                those; target <= 2 s for 1k into 10k
Also prints B-cubed F1 of the clusters against the synthetic templates, as a sanity check.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import triage_synth  # noqa: E402

from relayreduce.triage import Store, triage_directory  # noqa: E402
from relayreduce.triage.cluster import Clusterer  # noqa: E402
from relayreduce.triage.metrics import bcubed  # noqa: E402
from relayreduce.triage.signature import signature_of  # noqa: E402


def _f1(assignments: dict[str, str | None], labels: dict[str, str]) -> float:
    ids = sorted(labels)
    return bcubed([assignments.get(i) or ("none", i) for i in ids], [labels[i] for i in ids])[2]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=100_000)
    ap.add_argument("--store", type=int, default=10_000)
    ap.add_argument("--new", type=int, default=1_000)
    ap.add_argument("--jobs", type=int, default=None, help="worker processes (default: all cores)")
    ap.add_argument("--tmp", type=Path, default=None, help="where to write the synthetic logs")
    args = ap.parse_args()
    cores = os.cpu_count()
    # other work on the machine skews every figure below; print it so that the numbers can be judged
    print(f"machine: {cores} cores; python {sys.version.split()[0]}; load average {os.getloadavg()[0]:.1f} at start")

    with tempfile.TemporaryDirectory(dir=args.tmp) as tmp:
        tmp = Path(tmp)
        t = time.perf_counter()
        labels = triage_synth.write_logs(tmp / "big", args.n, seed=1)
        print(f"wrote {args.n} synthetic logs in {time.perf_counter() - t:.1f} s (not timed below)")

        t = time.perf_counter()
        result = triage_directory(tmp / "big", db_path=tmp / "big.db", jobs=args.jobs)
        full = time.perf_counter() - t
        with Store(tmp / "big.db") as store:
            f1 = _f1(store.assignments(), labels)
        print(f"full:        {args.n} failures -> {len(result.clusters)} clusters in {full:.2f} s "
              f"({args.n / full:,.0f}/s); target 60 s for 100k: {full / 60 * 100_000 / args.n:.2f}x of budget; "
              f"B-cubed F1 vs templates {f1:.3f}")

        r = random.Random(2)
        texts = [triage_synth.record(r)[0] for _ in range(args.n)]
        t = time.perf_counter()
        sigs = [signature_of(None, stderr=x) for x in texts]
        signed = time.perf_counter() - t
        c = Clusterer()
        t = time.perf_counter()
        c.assign_all(sigs)
        clustered = time.perf_counter() - t
        print(f"in-memory:   sign {args.n} in {signed:.2f} s ({signed / args.n * 1e6:.0f} us each, 1 process), "
              f"cluster {len({s.key for s in sigs})} distinct signatures into {len(c)} clusters in {clustered:.2f} s")

        inc = tmp / "inc"
        triage_synth.write_logs(inc, args.store, seed=3)
        triage_directory(inc, db_path=tmp / "inc.db", jobs=args.jobs)
        triage_synth.write_logs(inc, args.new, seed=4, start=args.store)
        t = time.perf_counter()
        result = triage_directory(inc, db_path=tmp / "inc.db", jobs=args.jobs)
        incremental = time.perf_counter() - t
        print(f"incremental: {result.read} new failures into a store of {result.unchanged} "
              f"({len(result.new_clusters)} new clusters) in {incremental:.2f} s; "
              f"target 2 s: {incremental / 2:.2f}x of budget")
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
