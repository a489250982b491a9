"""Every benchmark in bench/ as one suite.

    python -m bench [--quick] [--only AREA ...] [--results FILE] [--doc FILE]

Each area runs its script in a process of its own (TVM, the sandbox's forkserver and the campaign's
subreaper stay there), which writes its figures with ``--json``. The suite collects them, with the machine
they were measured on, into bench/results.json, and renders docs/benchmarks.md from that file through
bench/benchmarks.md.j2: one table per area, each figure beside its anchor and its goal. ``--only`` re-runs
some areas and keeps the others' last results.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import importlib.util
import json
import os
import platform
import shlex
import subprocess
import sys
import tempfile
import time
from collections import deque
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable

import jinja2

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
QUICK_GOAL_S = 300


def dask_missing() -> str | None:
    if importlib.util.find_spec("distributed") is None:
        return "dask.distributed is not installed (pip install -e '.[dask]')"
    return None


@dataclass(frozen=True)
class Area:
    name: str
    title: str
    script: str  # under bench/
    quick: str | None  # its arguments in --quick mode; None: full run only
    full: str
    missing: Callable[[], str | None] = lambda: None  # why it cannot run in this checkout, or None


AREAS = [
    Area("generation", "Generation: time per program, validity, diversity", "generator_bench.py", "--programs 200 --validity 100", "--programs 1000 --validity 10000 --nnsmith-models 100"),
    Area("ir", "IR: build, lower and print against TVM's own API", "ir_bench.py", "--repeat 3", "--repeat 5"),
    Area("sandbox", "Sandbox overhead", "sandbox_overhead.py", "-n 3 --warmup 1", "-n 10 --warmup 2"),
    Area("triage-quality", "Triage quality: B-cubed F1 on every labelled corpus", "triage_quality.py", "", ""),
    Area("triage-speed", "Triage throughput", "triage_speed.py", "--n 10000", "--n 100000"),
    Area("reducer-synthetic", "Reducer on known minima, against ddmin", "reducer_bench.py", "synthetic --cases 10", "synthetic --cases 50"),
    Area("reducer-real", "Reducer on real TVM failures: against ddmin, -j 2 against -j 1", "reducer_bench.py", "real --limit 2", "real"),
    Area("reducer-byo", "Reducer on hand-written modules", "reducer_bench.py", None, "byo"),
    Area("known-bugs", "Known TVM bugs: share of op instances waived", "known_bugs_share.py", "--seeds 0 --count 10", ""),
    Area("campaign", "Campaign yield: fuzz, triage, minimize-all", "campaign_bench.py", "yield --max-tests 30 --minimize-budget 60s", "yield --max-tests 300 --minimize-budget 20m"),
    Area("cluster-overhead", "Dask executor against the local one, per task", "cluster_overhead.py", "-n 10", "-n 40", dask_missing),
    Area("campaign-dask", "Local -j 2 against Dask with 2 workers, same campaign", "campaign_bench.py", "dask --max-tests 30", "dask --max-tests 200", dask_missing),
    Area("report-scale", "HTML report at 200 clusters and 100k failures", "report_scale.py", "", ""),
]


def _cpu_model() -> str:
    cpuinfo = Path("/proc/cpuinfo")
    for line in cpuinfo.read_text().splitlines() if cpuinfo.exists() else []:
        if line.startswith("model name"):
            return line.split(":", 1)[1].strip()
    return platform.processor()


def machine() -> dict:
    return {"cores": os.cpu_count(), "cpu": _cpu_model(), "platform": platform.platform(), "python": platform.python_version(),
            "tvm": importlib.metadata.version("apache-tvm"), "tvm_ffi": importlib.metadata.version("apache-tvm-ffi")}


def run_area(area: Area, quick: bool, workdir: Path) -> dict:
    """Run one area's script; its entry for results.json."""
    args = area.quick if quick else area.full
    entry = {"title": area.title, "mode": "quick" if quick else "full",
             "date": datetime.now(timezone.utc).isoformat(timespec="seconds")}
    reason = area.missing()
    if reason:
        return entry | {"status": "unavailable", "reason": reason}
    if args is None:
        return entry | {"status": "skipped", "reason": "full run only"}
    out = workdir / f"{area.name}.json"
    command = ["python", f"bench/{area.script}", *shlex.split(args), "--json", str(out)]
    entry["command"] = shlex.join(command[:-2])
    print(f"\n=== {area.name}: {entry['command']}", flush=True)
    load_before, start = os.getloadavg(), time.perf_counter()
    proc = subprocess.Popen([sys.executable, *command[1:]], cwd=ROOT, stderr=subprocess.PIPE, text=True)
    tail: deque[str] = deque(maxlen=20)
    for line in proc.stderr:  # shown as it comes, kept for the reason of a failure
        sys.stderr.write(line)
        tail.append(line.rstrip())
    proc.wait()
    entry |= {"seconds": time.perf_counter() - start, "load_before": load_before, "load_after": os.getloadavg(),
              "exit_code": proc.returncode}
    if not out.exists():
        return entry | {"status": "failed", "reason": f"exit code {proc.returncode}: {tail[-1] if tail else ''}"}
    return entry | {"status": "ok"} | json.loads(out.read_text())


def run(areas: list[Area], quick: bool, results_path: Path, doc_path: Path) -> dict:
    previous = json.loads(results_path.read_text()) if results_path.exists() else {}
    start, load_before = time.perf_counter(), os.getloadavg()
    with tempfile.TemporaryDirectory() as workdir:
        ran = {area.name: run_area(area, quick, Path(workdir)) for area in areas}
    # areas not run this time keep their last results; all keep the registry's order
    merged, registry = previous.get("areas", {}) | ran, [a.name for a in AREAS]
    order = sorted(merged, key=lambda n: registry.index(n) if n in registry else len(registry))
    results = {"machine": machine() | {"load_before": load_before, "load_after": os.getloadavg()},
               "date": datetime.now(timezone.utc).isoformat(timespec="seconds"), "mode": "quick" if quick else "full",
               "seconds": time.perf_counter() - start, "ran": list(ran), "areas": {n: merged[n] for n in order}}
    results_path.write_text(json.dumps(results, indent=1, default=str) + "\n")
    doc_path.parent.mkdir(parents=True, exist_ok=True)
    doc_path.write_text(render(results))
    return results


# ---- rendering


def fmt(value, unit: str = "") -> str:
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if unit == "share" and isinstance(value, (int, float)):
        return f"{value:.1%}"
    if isinstance(value, float):
        text = f"{value:,.0f}" if abs(value) >= 100 else f"{value:.3g}"
    else:
        text = str(value)
    return f"{text} {unit}" if unit else text


def fmt_goal(f: dict) -> str:
    parts = []
    if f["goal"]:
        op, bound = f["goal"]
        parts.append(f"{op} {fmt(bound, f['unit'])}")
    if f["ratio_goal"]:
        op, bound = f["ratio_goal"]
        parts.append(f"ratio {op} {bound:g}")
    return "; ".join(parts) or "-"


def cell(text) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def render(results: dict) -> str:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(BENCH), autoescape=False, trim_blocks=True,
                             lstrip_blocks=True, keep_trailing_newline=True, undefined=jinja2.StrictUndefined)
    env.filters.update(fmt=fmt, goal=fmt_goal, cell=cell, goals=goals)
    return env.get_template("benchmarks.md.j2").render(results=results, m=results["machine"])


def goals(area: dict) -> tuple[int, int]:
    """(goals met, figures with a goal) of one area."""
    verdicts = [f["met"] for f in area.get("figures", {}).values() if f["met"] is not None]
    return sum(verdicts), len(verdicts)


def summary(results: dict) -> list[str]:
    lines = []
    for name in results["ran"]:
        area = results["areas"][name]
        if area["status"] == "ok":
            met, total = goals(area)
            state = (f"{met}/{total} goals met" if total else "no goals") + f", {area['seconds']:.0f}s"
        else:
            state = area["reason"]
        lines.append(f"{name:18} {area['status']:12} {state}")
    return lines


def main(argv: list[str] | None = None) -> int:
    names = [a.name for a in AREAS]
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help=f"Small sizes: the whole suite in under {QUICK_GOAL_S // 60} minutes.")
    parser.add_argument("--only", nargs="+", choices=names, metavar="AREA", help=f"Areas to run: {', '.join(names)}.")
    parser.add_argument("--results", type=Path, default=BENCH / "results.json")
    parser.add_argument("--doc", type=Path, default=ROOT / "docs" / "benchmarks.md")
    args = parser.parse_args(argv)
    areas = [a for a in AREAS if not args.only or a.name in args.only]
    results = run(areas, args.quick, args.results, args.doc)
    print("\n" + "\n".join(summary(results)))
    load = ", ".join(f"{x:.1f}" for x in results["machine"]["load_after"])
    goal = f" (goal for --quick: under {QUICK_GOAL_S} s)" if args.quick else ""
    print(f"total {results['seconds']:.0f} s{goal} on {results['machine']['cores']} cores shared with other work, "
          f"load average {load}: the wall-clock figures are noisy")
    print(f"wrote {args.results} and {args.doc}")
    return 0 if all(results["areas"][n]["status"] != "failed" for n in results["ran"]) else 1
