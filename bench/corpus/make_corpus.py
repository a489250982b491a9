"""Build the labelled triage corpus: real TVM 0.27 failures, one results-style directory per record.

    python bench/corpus/make_corpus.py [--per-cause 11] [--jobs 2]

For every root cause in cases.py it generates programs from seeded RNGs, runs each in a child process
(harness.py, TVM_BACKTRACE=1, address-space limit, timeout) and stores

    records/<id>/failure.json   the results contract (kind, exception_type, message, traceback, ...)
    records/<id>/stderr.txt     raw stderr of the child
    records/<id>/program.py     the exact program that failed (the witness)
    labels.json                 record id -> root cause
    manifest.json               record id -> generator, seed and attempt, so each record can be regenerated

A record whose failure does not match its cause's EXPECT entry is dropped and reported, never labelled.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import cases  # noqa: E402

PYTHON = sys.executable
TIMEOUT_CAUSES = {"timeout_slow_compile": (1.5, 3.5)}  # (watchdog dump after import, parent kill)
DEFAULT_LIMIT = 120.0


def tvm_info() -> tuple[str, str]:
    out = subprocess.run(
        [PYTHON, "-c", "import tvm; print(tvm.__version__); print(tvm.support.libinfo().get('GIT_COMMIT_HASH', ''))"],
        capture_output=True, text=True, check=True,
    ).stdout.split("\n")
    return out[0].strip(), out[1].strip()


def classify(rc: int | None, timed_out: bool, exc: dict | None) -> str | None:
    """What a sandboxed runner would record as the failure kind."""
    if timed_out:
        return "timeout"
    if rc is not None and rc < 0:
        sig = -rc
        if sig in (signal.SIGSEGV, signal.SIGBUS, signal.SIGFPE, signal.SIGILL):
            return "segfault"
        return "oom" if sig == signal.SIGKILL else "crash"
    if exc is not None:
        text = exc["exception_type"] + " " + exc["message"]
        if "MemoryError" in text or "bad_alloc" in text:
            return "oom"
        if exc["exception_type"] == "AssertionError" and "Not equal to tolerance" in exc["message"]:
            return "mismatch"
        return "exception"
    return "crash" if rc else None


def run_one(cause: str, source: str, env: dict) -> dict:
    dump_after, kill_after = TIMEOUT_CAUSES.get(cause, (0.0, DEFAULT_LIMIT))
    with tempfile.TemporaryDirectory(prefix="corpus-") as tmp:
        prog = Path(tmp) / "program.py"
        prog.write_text(source)
        out = Path(tmp) / "exc.json"
        cmd = [PYTHON, str(HERE / "harness.py"), str(prog), str(out)] + ([str(dump_after)] if dump_after else [])
        t0 = time.time()
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=tmp)
        timed_out = False
        try:
            stdout, stderr = proc.communicate(timeout=kill_after)
        except subprocess.TimeoutExpired:
            proc.kill()
            stdout, stderr = proc.communicate()
            timed_out = True
        duration = time.time() - t0
        exc = json.loads(out.read_text()) if out.exists() else None
        # the temp dir's path would make every record's text unique; the stored program is program.py
        text = stderr.decode("utf-8", "replace").replace(str(prog), "program.py").replace(tmp, ".")
        if exc:
            exc = {k: v.replace(str(prog), "program.py").replace(tmp, ".") for k, v in exc.items()}
    return {
        "rc": proc.returncode, "timed_out": timed_out, "exc": exc, "stderr": text,
        "stdout": stdout.decode("utf-8", "replace"), "duration": round(duration, 3),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--per-cause", type=int, default=11)
    ap.add_argument("--seed", default="relayreduce-corpus-1")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", type=Path, default=HERE)
    ap.add_argument("--only", nargs="*", help="causes to (re)build; others are kept")
    ap.add_argument("--holdout", action="store_true",
                    help="build the held-out corpus instead: new seeds for every cause plus the held-out causes, "
                         "into OUT/holdout/ (use --per-cause for the seen causes, --per-holdout-cause for the new)")
    ap.add_argument("--per-holdout-cause", type=int, default=6)
    args = ap.parse_args()
    if args.holdout:
        args.out = args.out / "holdout"
        args.seed = args.seed.replace("corpus", "holdout")

    version, commit = tvm_info()
    env = dict(os.environ, TVM_BACKTRACE="1", PYTHONHASHSEED="0")
    causes = args.only or list(cases.ALL_CAUSES if args.holdout else cases.CAUSES)
    quota = {c: args.per_holdout_cause if c in cases.HOLDOUT_CAUSES else args.per_cause for c in causes}
    jobs = []
    for cause in causes:
        seen = set()
        for attempt in range(quota[cause] * 3):
            rng = random.Random(f"{args.seed}/{cause}/{attempt}")
            src = cases.ALL_CAUSES[cause](rng)
            if src in seen:
                continue
            seen.add(src)
            jobs.append((cause, attempt, src))

    results: dict[str, list] = {c: [] for c in causes}
    rejected = []

    def work(job):
        cause, attempt, src = job
        if len(results[cause]) >= quota[cause]:
            return
        res = run_one(cause, src, env)
        kind = classify(res["rc"], res["timed_out"], res["exc"])
        text = ((res["exc"] or {}).get("exception_type", "") + ": " + (res["exc"] or {}).get("message", "")
                + "\n" + res["stderr"])
        if kind is None or not cases.check(cause, kind, text):
            rejected.append((cause, attempt, kind, text.strip().splitlines()[-1:] if text.strip() else []))
            return
        if len(results[cause]) < quota[cause]:
            results[cause].append((attempt, src, kind, res))
        print(f"{cause:28s} #{attempt:<3d} {kind:9s} {res['duration']:6.2f}s", flush=True)

    with ThreadPoolExecutor(args.jobs) as pool:
        list(pool.map(work, jobs))

    records_dir = args.out / "records"
    labels_path, manifest_path = args.out / "labels.json", args.out / "manifest.json"
    labels = json.loads(labels_path.read_text()) if labels_path.exists() and args.only else {}
    manifest = json.loads(manifest_path.read_text()) if manifest_path.exists() and args.only else {}
    if not args.only and records_dir.exists():
        shutil.rmtree(records_dir)
    for rid in [r for r, c in labels.items() if c in causes]:
        shutil.rmtree(records_dir / rid, ignore_errors=True)
        labels.pop(rid)
        manifest.pop(rid, None)
    for cause in causes:
        for attempt, src, kind, res in sorted(results[cause], key=lambda t: t[0]):
            # ids from a hash of the program: stable across rebuilds, and not grouped by cause
            rid = "r" + hashlib.sha1(src.encode()).hexdigest()[:10]
            d = records_dir / rid
            d.mkdir(parents=True, exist_ok=True)
            exc = res["exc"] or {}
            failure = {
                "kind": kind,
                "exception_type": exc.get("exception_type", ""),
                "message": exc.get("message", ""),
                "traceback": exc.get("traceback", ""),
                "oracle": "corpus-harness",
                "exit_code": res["rc"] if res["rc"] is not None and res["rc"] >= 0 else None,
                "signal": -res["rc"] if res["rc"] is not None and res["rc"] < 0 else None,
                "duration": res["duration"],
                "tvm_version": version,
                "tvm_commit": commit,
                "program_size": len(src.splitlines()),
            }
            (d / "failure.json").write_text(json.dumps(failure, indent=1) + "\n")
            (d / "stderr.txt").write_text(res["stderr"])
            (d / "program.py").write_text(src)
            labels[rid] = cause
            manifest[rid] = {"generator": f"bench/corpus/cases.py:{cause}", "seed": args.seed, "attempt": attempt}
    labels_path.write_text(json.dumps(dict(sorted(labels.items())), indent=1) + "\n")
    manifest_path.write_text(json.dumps(dict(sorted(manifest.items())), indent=1) + "\n")

    counts = {c: sum(1 for v in labels.values() if v == c) for c in sorted(set(labels.values()))}
    print(json.dumps(counts, indent=1))
    print(f"{len(labels)} records, {len(counts)} root causes; {len(rejected)} programs rejected by their label check")
    for cause, attempt, kind, last in rejected:
        print(f"  rejected {cause} #{attempt}: kind={kind} {last}")


if __name__ == "__main__":
    main()
