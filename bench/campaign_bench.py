"""Campaign figures, measured through the commands a user types.

    python bench/campaign_bench.py yield [--max-tests 300] [--seed 0] [-j 2] [--minimize-budget 20m] [--json FILE]
    python bench/campaign_bench.py dask [--max-tests 200] [--seed 0] [--json FILE]

yield: ``relayreduce fuzz --max-tests N --seed S``, then ``triage`` and ``minimize-all --budget B`` on the same
results directory. Prints the distinct clusters found per CPU-hour of fuzzing, and how many of them were
minimized within the budget, to what size.
dask: the same fuzzing campaign with the local process pool (``-j 2``) and on Dask with 2 local workers
(``--cluster local:2``), side by side: wall clock, CPU, and the set of failure signatures each found.

CPU time is that of every process a command starts, the sandbox's forked test processes included.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from figures import add_json_option, figure, write_json

PR_SET_CHILD_SUBREAPER = 36
NO_BUDGET = "24h"  # --max-tests ends the campaign, not the clock


def become_subreaper() -> None:
    """The sandbox's forkserver, which forks every test, outlives the command that started it and would be
    reaped by init, taking every test's CPU time with it. As a subreaper this process inherits and reaps it,
    so RUSAGE_CHILDREN counts it."""
    if ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_CHILD_SUBREAPER) failed")


def _reap_orphans(timeout_s: float = 120) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            time.sleep(0.05)
    print(f"warning: descendants still running after {timeout_s:.0f}s; their CPU time is not counted", file=sys.stderr)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def relayreduce(*args) -> tuple[str, float, float]:
    """Run ``relayreduce ARGS``; returns its stdout, wall seconds and the CPU seconds of it and its descendants."""
    cpu, start = _children_cpu(), time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "relayreduce", *map(str, args)], capture_output=True, text=True)
    _reap_orphans()
    wall = time.perf_counter() - start
    if proc.returncode != 0:
        last = proc.stderr.strip().splitlines()
        raise SystemExit(f"relayreduce {' '.join(map(str, args))} exited {proc.returncode}: {last[-1] if last else ''}")
    return proc.stdout, wall, _children_cpu() - cpu


def campaign_yield(max_tests: int, seed: int, jobs: int, minimize_budget: str) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "results"
        stdout, fuzz_s, fuzz_cpu = relayreduce("fuzz", "--out", out, "--budget", NO_BUDGET, "--max-tests", max_tests,
                                               "--seed", seed, "-j", jobs, "--json")
        summary = json.loads(stdout)
        _, triage_s, triage_cpu = relayreduce("triage", out)
        _, minimize_s, minimize_cpu = relayreduce("minimize-all", out, "--budget", minimize_budget, "-j", jobs)
        clusters = json.loads(relayreduce("triage", out, "--json")[0])["clusters"]
    reduced = [c["reduction"] for c in clusters if c["minimized"]]  # not those the budget cut short
    d = {"tests": summary["tests"], "failures": summary["failures"], "kinds": summary["kinds"], "clusters": len(clusters),
         "minimized": len(reduced), "seed": seed, "jobs": jobs, "minimize_budget": minimize_budget,
         "wall_s": {"fuzz": fuzz_s, "triage": triage_s, "minimize": minimize_s},
         "cpu_s": {"fuzz": fuzz_cpu, "triage": triage_cpu, "minimize": minimize_cpu},
         "sizes": [(c["witness_size"], c["reduction"]["size_after"] if c["reduction"] else None) for c in clusters]}
    figures = {
        "clusters_per_cpu_hour": figure(len(clusters) / (fuzz_cpu / 3600), "clusters/CPU-h",
                                        label=f"distinct clusters per CPU-hour of fuzzing ({len(clusters)} from "
                                              f"{summary['tests']} tests, seed {seed})"),
        "minimized": figure(len(reduced) / len(clusters) if clusters else None, "share",
                            label=f"of the clusters minimized by minimize-all --budget {minimize_budget}",
                            goal=("==", 1.0)),
    }
    if reduced:
        figures["median_minimized_size"] = figure(
            statistics.median(r["size_after"] for r in reduced), "ops", label="minimized witness size, median",
            anchor=statistics.median(r["size_before"] for r in reduced), anchor_label="the same witnesses before")
        figures["minimize_cpu_per_cluster"] = figure(minimize_cpu / len(reduced), "CPU s",
                                                     label="CPU per cluster minimized")
    return {"figures": figures, "details": d}


def print_yield(result: dict) -> None:
    d, f = result["details"], result["figures"]
    print(f"fuzz: {d['tests']} tests (seed {d['seed']}, -j {d['jobs']}) -> {d['failures']} failures {d['kinds']}, "
          f"{d['clusters']} clusters; {d['wall_s']['fuzz']:.0f}s wall, {d['cpu_s']['fuzz']:.0f} CPU s -> "
          f"{f['clusters_per_cpu_hour']['value']:.0f} clusters per CPU-hour")
    print(f"triage: {d['wall_s']['triage']:.1f}s wall; minimize-all --budget {d['minimize_budget']}: "
          f"{d['minimized']}/{d['clusters']} minimized in {d['wall_s']['minimize']:.0f}s wall, "
          f"{d['cpu_s']['minimize']:.0f} CPU s")
    print("witness sizes (ops) before -> after: " + ", ".join(f"{a} -> {'-' if b is None else b}" for a, b in d["sizes"]))


def _signatures(results: Path) -> list[str]:
    from relayreduce.triage.signature import signature_of_failure

    keys = set()
    for failure in results.glob("*/failure.json"):
        stderr = failure.with_name("stderr.txt")
        keys.add(signature_of_failure(json.loads(failure.read_text()),
                                      stderr.read_text(errors="replace") if stderr.exists() else "").key)
    return sorted(keys)


def dask_vs_local(max_tests: int, seed: int) -> dict:
    runs = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name, extra in (("local", ()), ("dask", ("--cluster", "local:2"))):
            out = Path(tmp) / name
            stdout, wall, cpu = relayreduce("fuzz", "--out", out, "--budget", NO_BUDGET, "--max-tests", max_tests,
                                            "--seed", seed, "-j", 2, "--json", *extra)
            summary = json.loads(stdout)
            runs[name] = {"wall_s": wall, "cpu_s": cpu, "tests": summary["tests"], "failures": summary["failures"],
                          "signatures": _signatures(out)}
    local, dask = set(runs["local"]["signatures"]), set(runs["dask"]["signatures"])
    figures = {
        "dask_wall_s": figure(runs["dask"]["wall_s"], "s", label=f"fuzz --max-tests {max_tests} on Dask, 2 local workers",
                              anchor=runs["local"]["wall_s"], anchor_label="the same with the local pool, -j 2, measured"),
        "dask_cpu_s": figure(runs["dask"]["cpu_s"], "CPU s", label="its CPU time", anchor=runs["local"]["cpu_s"],
                             anchor_label="local pool, measured"),
        "same_signatures": figure(len(local & dask) / len(local | dask) if local | dask else 1.0, "Jaccard",
                                  label="failure signatures found by both / by either", goal=("==", 1.0)),
    }
    return {"figures": figures, "details": {"max_tests": max_tests, "seed": seed, "runs": runs}}


def print_dask(result: dict) -> None:
    runs = result["details"]["runs"]
    print(f"{'executor':10} {'tests':>6} {'failures':>9} {'signatures':>11} {'wall s':>8} {'CPU s':>8}")
    for name, r in runs.items():
        print(f"{name:10} {r['tests']:6} {r['failures']:9} {len(r['signatures']):11} {r['wall_s']:8.1f} {r['cpu_s']:8.1f}")
    only = {name: set(r["signatures"]) - set(other["signatures"])
            for (name, r), other in zip(runs.items(), reversed(list(runs.values())))}
    print(f"Dask / local wall clock: {result['figures']['dask_wall_s']['ratio']:.2f}; signatures only in one run: "
          + (", ".join(f"{name} {sorted(keys)}" for name, keys in only.items() if keys) or "none"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="part", required=True)
    y = sub.add_parser("yield")
    y.add_argument("--max-tests", type=int, default=300)
    y.add_argument("-j", "--jobs", type=int, default=2)
    y.add_argument("--minimize-budget", default="20m")
    d = sub.add_parser("dask")
    d.add_argument("--max-tests", type=int, default=200)
    for part in (y, d):
        part.add_argument("--seed", type=int, default=0)
        add_json_option(part)
    args = parser.parse_args()
    become_subreaper()
    if args.part == "yield":
        result = campaign_yield(args.max_tests, args.seed, args.jobs, args.minimize_budget)
        print_yield(result)
    else:
        result = dask_vs_local(args.max_tests, args.seed)
        print_dask(result)
    write_json(result, args.json)


if __name__ == "__main__":
    main()
