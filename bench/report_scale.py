"""The HTML report at campaign scale: 200 clusters and 100,000 failures.

    python bench/report_scale.py [--clusters 200] [--failures 100000] [--keep DIR]

The results directory is synthesized fast, straight through the triage store: each cluster's witness is a
real failure record (a copy from tests/regressions/, with its case.pkl, failure.json and stderr.txt), half
of them with a reduction (the reducer's repro.py, a reduction.json with a size-by-queries history); the
other failures are store rows only, sized like a fuzzing campaign (a few large clusters, a long tail), seen
over two hours. Then `write_html` renders it, as `relayreduce report RESULTS --html OUT` does, TVM's import
included. Targets: under 10 s, and an index under 2 MB (members are paged, not inlined).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

from figures import add_json_option, figure, write_json
from relayreduce.triage import Signature, signature_of_failure
from relayreduce.triage.engine import open_store
from relayreduce.triage.readers import scan
from relayreduce.triage.signature import digest
from relayreduce.triage.store import FailureRow

from relayreduce.case import load_case
from relayreduce.results import append_run_summary, read_failure

REGRESSIONS = Path(__file__).resolve().parents[1] / "tests" / "regressions"
TARGET_SECONDS, TARGET_INDEX_BYTES = 10.0, 2_000_000
CAMPAIGN_SECONDS = 7200.0


def _sizes(clusters: int, failures: int) -> list[int]:
    """Failures per cluster, Zipf-like (the largest cluster holds about a sixth), each at least one."""
    weights = [1 / (rank + 1) for rank in range(clusters)]
    sizes = [max(1, int(failures * w / sum(weights))) for w in weights]
    sizes[0] += failures - sum(sizes)
    return sizes


def _witnesses(results: Path, clusters: int) -> list[str]:
    """One real record per cluster, cycling through the regression records; every other one minimized."""
    from relayreduce.reducer.repro import render_repro

    sources = sorted(p for p in REGRESSIONS.iterdir() if (p / "failure.json").is_file())
    repros = {src.name: render_repro(load_case(src / "case.pkl"), read_failure(src)) for src in sources}
    names = []
    for i in range(clusters):
        src = sources[i % len(sources)]
        name = f"w{i:03d}-{src.name}"
        shutil.copytree(src, results / name)
        if i % 2 == 0:
            size = read_failure(src)["program_size"]
            reduced = results / name / "reduced"
            reduced.mkdir()
            shutil.copyfile(src / "case.pkl", reduced / "case.pkl")
            (reduced / "repro.py").write_text(repros[src.name])
            history = [[0, size + 20]] + [[12 * k, size + 20 - k] for k in range(1, 21)]
            (reduced / "reduction.json").write_text(json.dumps(
                {"bindings_before": size + 20, "bindings_after": size, "queries": 240, "seconds": 30.0,
                 "size_by_queries": history}))
        names.append(name)
    return names


def synthesize(results: Path, clusters: int, failures: int) -> None:
    results.mkdir(parents=True)
    names = _witnesses(results, clusters)
    candidates = {c.path: c for c in scan(results)}
    sizes = _sizes(clusters, failures)
    start = time.time() - CAMPAIGN_SECONDS
    with open_store(results) as store:
        run = store.start_run({"bench": "report_scale"})
        new_clusters, signatures, rows = [], [], []
        for i, (name, size) in enumerate(zip(names, sizes)):
            failure = read_failure(results / name)
            real = signature_of_failure(failure, (results / name / "stderr.txt").read_text())
            # one distinct bug per cluster: the witness's own signature, its message made unique
            sig = Signature(real.kind, real.exception_type, f"{real.message} #{i}", real.top, real.bottom, real.frames)
            cid = digest((sig.key,), 8)
            new_clusters.append((cid, sig))
            signatures.append((sig, cid, 1.0))
            for j in range(size):
                witness = j == 0
                rows.append(FailureRow(
                    path=name if witness else f"gen/{cid}/{j:06d}", source="results",
                    fingerprint=candidates[name].fingerprint if witness else "synthetic", sig_key=sig.key,
                    cluster_id=cid, known_hit=False, kind=sig.kind, exception_type=sig.exception_type,
                    message=failure["message"][:300], witness_path=f"{name}/case.pkl" if witness else None,
                    witness_size=failure["program_size"] if witness else None,
                    seen_at=start + CAMPAIGN_SECONDS * ((j * 7919 + i * 104729) % size + 0.5) / size, warnings=[]))
        store.write_batch(run, new_clusters, signatures, rows)
        for i, (cid, _) in enumerate(new_clusters):
            if i % 2 == 0:
                store.record_reduction(cid, f"{names[i]}/case.pkl", f"{names[i]}/reduced/case.pkl")
            if i % 10 == 5:
                store.set_status(cid, "known", f"https://github.com/apache/tvm/issues/{10000 + i}")
        store.finish_run(run)
    append_run_summary(results, {"tests": failures * 4, "failures": failures, "elapsed_s": CAMPAIGN_SECONDS,
                                 "started_at": start, "finished_at": start + CAMPAIGN_SECONDS,
                                 "oracles": ["compile", "reference", "opt-diff", "passes"],
                                 "tvm_version": "0.27.0.post1", "tvm_commit": "g7b5acb32b"})


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--clusters", type=int, default=200)
    ap.add_argument("--failures", type=int, default=100_000)
    ap.add_argument("--keep", type=Path, help="Build in this (new) directory and keep it, to look at the site.")
    add_json_option(ap)
    args = ap.parse_args()
    work = args.keep or Path(tempfile.mkdtemp(prefix="report-scale-"))
    try:
        began = time.perf_counter()
        synthesize(work / "results", args.clusters, args.failures)
        print(f"synthesized {args.clusters} clusters, {args.failures} failures in {time.perf_counter() - began:.1f} s")

        from relayreduce.report.html import write_html

        began = time.perf_counter()
        index = write_html(work / "results", work / "site")
        seconds = time.perf_counter() - began
        pages = sorted((work / "site" / "clusters").glob("*.html"), key=lambda p: p.stat().st_size)
        result = {"figures": {
            "render_s": figure(seconds, "s", label=f"render {args.clusters} clusters, {args.failures:,} failures",
                               anchor=TARGET_SECONDS, anchor_label="the target", goal=("<", TARGET_SECONDS)),
            "index_bytes": figure(index.stat().st_size, "bytes", label="index.html size", anchor=TARGET_INDEX_BYTES,
                                  anchor_label="the target", goal=("<", TARGET_INDEX_BYTES)),
            "largest_page_bytes": figure(pages[-1].stat().st_size, "bytes", label="largest cluster page"),
            "site_bytes": figure(sum(p.stat().st_size for p in (work / "site").rglob("*") if p.is_file()), "bytes",
                                 label=f"whole site with downloads and member lists ({len(pages)} pages)"),
        }, "details": {}}
        write_json(result, args.json)
        f = result["figures"]
        print(f"{'':24}{'measured':>14}{'target':>12}{'ratio':>8}")
        print(f"{'render (s)':24}{seconds:14.2f}{TARGET_SECONDS:12.1f}{f['render_s']['ratio']:8.2f}")
        print(f"{'index.html (bytes)':24}{f['index_bytes']['value']:14,}{TARGET_INDEX_BYTES:12,}"
              f"{f['index_bytes']['ratio']:8.2f}")
        print(f"largest cluster page: {f['largest_page_bytes']['value']:,} bytes; the whole site with downloads and "
              f"member lists: {f['site_bytes']['value']:,} bytes in {len(pages)} pages")
        return 0 if f["render_s"]["met"] and f["index_bytes"]["met"] else 1
    finally:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
