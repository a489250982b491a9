"""Reducer benchmark: ours against plain ddmin over bindings, and -j 2 against -j 1, on the same cases.

Three parts, each printing a table:

* ``synthetic``: generated programs of 50-200 op bindings with an in-process oracle whose minimum is known
  ("fails iff an X's output feeds a Y": 2 bindings). Counts how many reach the minimum (or +1).
* ``real``: real TVM 0.27 failures (case files, by default bench/reducer_cases/*/case.pkl) reduced through
  the sandbox exactly as ``relayreduce minimize`` does. Per case: original -> final bindings, queries,
  invalid candidates, time, ddmin's queries/time/final size, -j 2's time and whether its result equals -j 1's,
  and whether repro.py, run by path in a fresh process, reproduces the same signature.

* ``byo``: modules written by hand, not by our generator (tests/byo/*.py, TVMScript with PrimFuncs, opaque ops,
  symbolic shapes, match_cast, constants), reduced by ``relayreduce minimize module.py`` as a user runs it.

    python bench/reducer_bench.py synthetic [--cases 50] [--json FILE]
    python bench/reducer_bench.py real [--limit N] [--no-ddmin] [--no-parallel] [--json FILE]
    python bench/reducer_bench.py byo [--budget 4m] [--json FILE]

Plain ddmin (Zeller's algorithm) removes sets of bindings without repairing uses, as a reducer that knows
nothing of types does; every candidate it makes goes to the oracle, and verdicts are cached for it too.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from figures import add_json_option, figure, write_json  # noqa: E402
from relayreduce.reducer.cache import VerdictCache, case_key  # noqa: E402
from relayreduce.reducer.driver import Reducer  # noqa: E402
from relayreduce.reducer.interesting import PredicateJudge  # noqa: E402

from relayreduce.case import Case, OracleSpec, load_case  # noqa: E402
from relayreduce.ir import size  # noqa: E402
from relayreduce.ir.expr import Call, OpaqueCall, walk  # noqa: E402
from relayreduce.ir.rewrite import map_bindings, sites  # noqa: E402

# --------------------------------------------------------------------------------------------------
# Plain ddmin over bindings


def _keep_only(case: Case, kept: set[tuple[str, str]]) -> Case:
    functions = []
    program = case.program
    for fn in program.functions:
        body = map_bindings(fn.body, lambda b, _, fn=fn: None if (fn.name, b.var.name) in kept or not isinstance(
            b.value, (Call, OpaqueCall)) else [])
        functions.append(fn.__class__(fn.name, fn.params, body, fn.ret_type))
    return Case(type(program)(tuple(functions), program.entry), case.inputs, case.oracle)


def _cut_all_but(case: Case, kept: set[tuple[str, str]]) -> Case:
    """Every cuttable binding of the entry not in ``kept`` becomes a parameter fed with its reference value
    (our cut-to-param pass, driven by ddmin instead of our driver), and what that leaves dead goes."""
    from relayreduce.reducer.passes import cut_to_param

    from relayreduce.ir.rewrite import prune

    main, values = case.program.main, cut_to_param.reference_values(case)
    order = [s.var.name for s in reversed(list(sites(main))) if cut_to_param._cuttable(s, values)]
    answers = iter([(main.name, name) in kept for name in order])
    cut = cut_to_param.run(case, lambda: next(answers))
    return Case(prune(cut.program, case.program), cut.inputs, cut.oracle)


def cuttable(case: Case) -> list[tuple[str, str]]:
    from relayreduce.reducer.passes import cut_to_param

    values = cut_to_param.reference_values(case)
    return [(case.program.entry, s.var.name) for s in sites(case.program.main) if cut_to_param._cuttable(s, values)]


def ddmin(case: Case, judge, repair: bool = False) -> tuple[Case, int]:
    """Zeller's ddmin over the op-call bindings; returns (smallest interesting case, oracle queries).
    ``repair``: removed bindings become parameters (type-correct) instead of leaving dangling uses."""
    items = cuttable(case) if repair else [
        (fn.name, b.var.name) for fn, b in walk(case.program) if isinstance(b.value, (Call, OpaqueCall))]
    make = _cut_all_but if repair else _keep_only
    cache, queries = VerdictCache(), 0

    def test(kept: list) -> bool:
        nonlocal queries
        candidate = make(case, set(kept))
        key = case_key(candidate)
        verdict = cache.get(key)
        if verdict is None:
            verdict = judge.evaluate([candidate])[0]
            cache.put(key, verdict)
            queries += 1
        return verdict.interesting

    n = 2
    while len(items) >= 2:
        chunks = [items[i * len(items) // n:(i + 1) * len(items) // n] for i in range(n)]
        for chunk in chunks:
            if test(chunk):
                items, n = chunk, 2
                break
        else:
            for chunk in chunks:
                complement = [x for x in items if x not in chunk]
                if test(complement):
                    items, n = complement, max(n - 1, 2)
                    break
            else:
                if n >= len(items):
                    break
                n = min(len(items), 2 * n)
                continue
    if len(items) == 1 and test([]):
        items = []
    return make(case, set(items)), queries


# --------------------------------------------------------------------------------------------------
# Synthetic


def synthetic(cases: int, seed: int) -> dict:
    from relayreduce.generator.inputs import find_inputs
    from relayreduce.generator.policy import Policy
    from relayreduce.generator.typed import TypedGenerator
    from test_reducer_passes import edge_predicate, edges

    gen = TypedGenerator(Policy(max_ops=300), seed)
    rng = np.random.default_rng(seed)
    rows, index = [], 0
    while len(rows) < cases:
        program = gen.generate(index)
        index += 1
        if not 50 <= size(program) <= 200:
            continue
        case = Case(program, tuple(find_inputs(program, seed=index).inputs), OracleSpec("compile"))
        pairs = sorted(edges(case))
        edge = pairs[int(rng.integers(len(pairs)))]
        judge = PredicateJudge(edge_predicate(*edge))
        t = time.perf_counter()
        reducer = Reducer(judge)
        ours = reducer.reduce(case)
        ours_s = time.perf_counter() - t
        t = time.perf_counter()
        base, base_queries = ddmin(case, judge)
        rows.append(dict(n=len(rows) + 1, before=size(program), edge=f"{edge[0]}->{edge[1]}", after=size(ours.program),
                         queries=reducer.stats.queries, seconds=ours_s, ddmin_after=size(base.program),
                         ddmin_queries=base_queries, ddmin_s=time.perf_counter() - t))
    med = lambda key: statistics.median(r[key] for r in rows)  # noqa: E731
    # the oracle's minimum is 2 bindings (an X feeding a Y); one more is allowed for a value the pair needs
    at_min = lambda key: sum(r[key] <= 3 for r in rows) / len(rows)  # noqa: E731
    ddmin_label = "plain ddmin over bindings, same oracle, measured"
    figures = {
        "at_minimum": figure(at_min("after"), "share", label=f"of {len(rows)} generated programs reduced to the known "
                             "minimum (2 bindings, or +1)", anchor=at_min("ddmin_after"), anchor_label=ddmin_label),
        "median_queries": figure(med("queries"), "queries", label="oracle queries, median", anchor=med("ddmin_queries"),
                                 anchor_label=ddmin_label),
        "median_final_size": figure(med("after"), "bindings", label="final size, median", anchor=med("ddmin_after"),
                                    anchor_label=ddmin_label),
    }
    return {"figures": figures, "details": {"rows": rows}}


SYNTHETIC_COLUMNS = [("#", "n"), ("bindings", "before"), ("edge", "edge"), ("ours final", "after"),
                     ("ours queries", "queries"), ("ours s", "seconds"), ("ddmin final", "ddmin_after"),
                     ("ddmin queries", "ddmin_queries"), ("ddmin s", "ddmin_s")]


def print_synthetic(result: dict) -> None:
    rows, f = result["details"]["rows"], result["figures"]
    _print_table(SYNTHETIC_COLUMNS, rows)
    at_min = sum(r["after"] <= 3 for r in rows)
    queries = f["median_queries"]
    print(f"\nreached the known minimum (2 bindings, or +1): {at_min}/{len(rows)} ({100 * at_min / len(rows):.0f}%)")
    print(f"median queries: ours {queries['value']}, ddmin {queries['anchor']} (ddmin/ours "
          f"{statistics.median(r['ddmin_queries'] / max(1, r['queries']) for r in rows):.1f}x); median final size: "
          f"ours {f['median_final_size']['value']}, ddmin {f['median_final_size']['anchor']}")


def _print_table(columns: list[tuple[str, str]], rows: list[dict]) -> None:
    fmt = lambda v: f"{v:.2f}" if isinstance(v, float) else str(v)  # noqa: E731
    print("| " + " | ".join(head for head, _ in columns) + " |")
    print("|" + "---|" * len(columns))
    for row in rows:
        print("| " + " | ".join(fmt(row[key]) for _, key in columns) + " |")


# --------------------------------------------------------------------------------------------------
# Real TVM failures


def _repro_signature_matches(repro: Path, report: dict) -> bool:
    from relayreduce.triage import Signature, same_failure, signature_of

    proc = subprocess.run([sys.executable, str(repro)], capture_output=True, text=True, timeout=600)
    if proc.returncode != 1:
        return False
    sig = signature_of(None, stderr=proc.stderr)
    target = Signature.from_dict(report["signature"])
    return same_failure(target, sig)


def real(cases: Path, limit: int | None, runs: int, with_timeouts: bool, with_ddmin: bool, parallel: bool) -> dict:
    from relayreduce.reducer.interesting import SandboxJudge, establish
    from relayreduce.reducer.minimize import Options, ReductionError, minimize

    from relayreduce.sandbox import SandboxExecutor

    paths = sorted(Path(cases).glob("*/case.pkl"))
    hangs = [p for p in paths if (p.parent / "failure.json").exists()
             and json.loads((p.parent / "failure.json").read_text())["kind"] == "timeout"]
    if not with_timeouts:  # every run of a hang costs its whole time limit: minutes per case
        paths = [p for p in paths if p not in hangs]
    paths = paths[:limit]
    rows = []
    executor = SandboxExecutor(max_workers=1, timeout_s=120)
    skipped = []
    for path in paths:
        with tempfile.TemporaryDirectory() as tmp:
            t = time.perf_counter()
            try:
                report = minimize(path, Options(Path(tmp) / "j1", runs=runs), log=lambda _: None)
            except ReductionError as err:  # e.g. a failure the campaign saw once that no longer reproduces
                skipped.append((path.parent.name, str(err)))
                continue
            seconds = time.perf_counter() - t
            reduced = load_case(Path(tmp) / "j1" / "case.pkl")
            repro_ok = _repro_signature_matches(Path(tmp) / "j1" / "repro.py", report)
            base_after = base_queries = base_s = typed_after = typed_queries = "-"
            if with_ddmin:
                case = load_case(path)
                judge = SandboxJudge(executor, establish(case, executor, 1, "signature").target)
                t = time.perf_counter()
                base, base_queries = ddmin(case, judge)
                base_s, base_after = time.perf_counter() - t, size(base.program)
                typed, typed_queries = ddmin(case, judge, repair=True)
                typed_after = size(typed.program)
            j2_s = j2_loop = j2_same = "-"
            if parallel:
                t = time.perf_counter()
                j2_report = minimize(path, Options(Path(tmp) / "j2", jobs=2, runs=runs), log=lambda _: None)
                j2_s, j2_loop = time.perf_counter() - t, j2_report["seconds"]
                j2_same = load_case(Path(tmp) / "j2" / "case.pkl").program == reduced.program
        sig = report["signature"]
        head = f"{sig['exception_type'] or sig['kind']}: {sig['message'][:40]}".replace("|", "/")
        rows.append(dict(case=path.parent.name, kind=report["kind"], sig=report["signature"]["key"], head=head,
                         before=report["bindings_before"], after=report["bindings_after"], queries=report["queries"],
                         invalid=report["invalid_skipped"], drift=report["drift_rejected"], seconds=seconds,
                         loop=report["seconds"], j2_loop=j2_loop, to_size=report["queries_to_final_size"],
                         repro=repro_ok, ddmin_after=base_after, ddmin_queries=base_queries, ddmin_s=base_s,
                         typed_after=typed_after, typed_queries=typed_queries, j2_s=j2_s, j2_same=j2_same,
                         passes={k: v["ops_removed"] for k, v in report["passes"].items()}))
        # a full run takes an hour: show each case as it finishes
        print(f"{path.parent.name}: {rows[-1]['before']} -> {rows[-1]['after']} bindings in {seconds:.1f}s", file=sys.stderr)
    executor.shutdown()
    details = {"rows": rows, "skipped": skipped, "hangs_left_out": [] if with_timeouts else [p.parent.name for p in hangs],
               "ddmin": with_ddmin, "parallel": parallel}
    return {"figures": _real_figures(rows, with_ddmin, parallel) if rows else {}, "details": details}


def _real_figures(rows: list[dict], with_ddmin: bool, parallel: bool) -> dict:
    med = lambda key: statistics.median(r[key] for r in rows)  # noqa: E731
    share = lambda ok: sum(map(ok, rows)) / len(rows)  # noqa: E731
    n = len(rows)
    figures = {
        "repro_ok": figure(share(lambda r: r["repro"]), "share", label=f"of {n} repro.py reproduce the same signature "
                           "in a fresh process", goal=("==", 1.0)),
    }
    ddmin_label = "plain ddmin over bindings, same sandboxed oracle, measured"
    kw = lambda key: dict(anchor=med(key), anchor_label=ddmin_label) if with_ddmin else {}  # noqa: E731
    figures["median_final_size"] = figure(med("after"), "bindings", label=f"final size, median of {n} real TVM "
                                          f"failures (from {med('before')})", **kw("ddmin_after"))
    figures["median_queries"] = figure(med("queries"), "queries", label="oracle queries, median", **kw("ddmin_queries"))
    figures["median_s"] = figure(med("seconds"), "s", label="time per case, median", **kw("ddmin_s"))
    if with_ddmin:
        figures["at_most_ddmin_size"] = figure(share(lambda r: r["after"] <= r["ddmin_after"]), "share",
                                               label="cases where ours is at most ddmin's size", goal=("==", 1.0))
    if parallel:
        figures["j2_s"] = figure(med("j2_s"), "s", label="time per case with -j 2, median", anchor=med("seconds"),
                                 anchor_label="-j 1, measured", note="C-Vise publishes 2-3x from parallel speculation "
                                 "on more cores")
        figures["j2_same"] = figure(share(lambda r: r["j2_same"]), "share", label="-j 2 gives the same result as -j 1",
                                    goal=("==", 1.0))
    return figures


REAL_COLUMNS = [("case", "case"), ("kind", "kind"), ("signature", "head"), ("before", "before"), ("after", "after"),
                ("queries", "queries"), ("invalid", "invalid"), ("drift", "drift"), ("s", "seconds"), ("repro", "repro"),
                ("ddmin after", "ddmin_after"), ("ddmin queries", "ddmin_queries"), ("ddmin s", "ddmin_s"),
                ("cut-ddmin after", "typed_after"), ("cut-ddmin queries", "typed_queries"), ("-j2 s", "j2_s"),
                ("loop s -j1", "loop"), ("loop s -j2", "j2_loop"), ("-j2 same", "j2_same")]


def print_real(result: dict) -> None:
    d = result["details"]
    rows = d["rows"]
    _print_table(REAL_COLUMNS, rows)
    for name, reason in d["skipped"]:
        print(f"skipped {name}: {reason}")
    if d["hangs_left_out"]:
        print(f"left out {len(d['hangs_left_out'])} hang(s) (--with-timeouts includes them): {', '.join(d['hangs_left_out'])}")
    if not rows:
        print("no cases")
        return
    med = lambda key: statistics.median(r[key] for r in rows)  # noqa: E731
    print(f"\n{len(rows)} cases, {len({r['sig'] for r in rows})} distinct signatures, kinds "
          f"{dict(sorted({k: sum(r['kind'] == k for r in rows) for k in {r['kind'] for r in rows}}.items()))}")
    print(f"median bindings {med('before')} -> {med('after')}; median {med('seconds'):.1f}s per case; "
          f"median queries {med('queries')}; invalid candidates reaching the oracle: 0 by construction "
          f"({sum(r['invalid'] for r in rows)} skipped before any run); drift avoided {sum(r['drift'] for r in rows)}")
    print(f"repro.py reproduces the same signature in a fresh process: {sum(r['repro'] for r in rows)}/{len(rows)}")
    if d["ddmin"]:
        ratio = [r["ddmin_queries"] / max(1, r["queries"]) for r in rows]
        print(f"ddmin: median queries {med('ddmin_queries')} ({statistics.median(ratio):.1f}x ours), median final size "
              f"{med('ddmin_after')}, median {med('ddmin_s'):.1f}s; ours is at most ddmin's size in "
              f"{sum(r['after'] <= r['ddmin_after'] for r in rows)}/{len(rows)}")
        typed = [r["typed_queries"] / max(1, r["queries"]) for r in rows]
        print(f"ddmin over cut-to-param (type-correct removals): median queries {med('typed_queries')} "
              f"({statistics.median(typed):.1f}x ours; ours reached its final op count after a median "
              f"{med('to_size')} queries, the rest simplify shapes, attributes and values), median final size {med('typed_after')}; ours is at most its "
              f"size in {sum(r['after'] <= r['typed_after'] for r in rows)}/{len(rows)}, and strictly smaller in "
              f"{sum(r['after'] < r['typed_after'] for r in rows)}")
    if d["parallel"]:
        wall = statistics.median(r["seconds"] / r["j2_s"] for r in rows)
        loop = statistics.median(r["loop"] / r["j2_loop"] for r in rows)
        print(f"-j 2: median speed-up {wall:.2f}x per case wall clock (total {sum(r['seconds'] for r in rows):.0f}s -> "
              f"{sum(r['j2_s'] for r in rows):.0f}s), {loop:.2f}x for the reduction loop alone (total "
              f"{sum(r['loop'] for r in rows):.0f}s -> {sum(r['j2_loop'] for r in rows):.0f}s); same result as -j 1 in "
              f"{sum(r['j2_same'] for r in rows)}/{len(rows)}")
    removed: dict[str, int] = {}
    for r in rows:
        for name, n in r["passes"].items():
            removed[name] = removed.get(name, 0) + n
    print("op bindings removed per pass: " + ", ".join(f"{k} {v}" for k, v in sorted(removed.items(), key=lambda kv: -kv[1])))


def byo(budget: str) -> dict:
    manifest = json.loads((ROOT / "tests" / "byo" / "manifest.json").read_text())
    rows, failed = [], {}
    with tempfile.TemporaryDirectory() as tmp:
        for name, entry in sorted(manifest.items()):
            out = Path(tmp) / name
            command = [sys.executable, "-m", "relayreduce", "minimize", str(ROOT / "tests" / "byo" / f"{name}.py"),
                       "-o", str(out), "--budget", budget, "-j", "2", "--oracle", entry["oracle"]]
            if entry["passes"]:
                command += ["--passes", ",".join(entry["passes"])]
            started = time.monotonic()
            proc = subprocess.run(command, capture_output=True, text=True, timeout=1800)
            wall = time.monotonic() - started
            if proc.returncode != 0:
                failed[name] = proc.stderr.strip().splitlines()[-1][:120]
                continue
            report = json.loads((out / "reduction.json").read_text())
            rows.append(dict(module=name, features=", ".join(entry["features"]) or "-", oracle=entry["oracle"],
                             before=report["bindings_before"], after=report["bindings_after"], queries=report["queries"],
                             seconds=wall, repro=_repro_signature_matches(out / "repro.py", report)))
    figures = {"reduced": figure(len(rows) / len(manifest), "share", label=f"of {len(manifest)} hand-written modules "
                                 "reduced by relayreduce minimize", goal=("==", 1.0))}
    if rows:
        figures["max_final_size"] = figure(max(r["after"] for r in rows), "bindings", label="largest final size "
                                           f"(median before: {statistics.median(r['before'] for r in rows)})",
                                           goal=("<=", 2))
        figures["repro_ok"] = figure(sum(r["repro"] for r in rows) / len(rows), "share",
                                     label="repro.py reproduces the same signature", goal=("==", 1.0))
    return {"figures": figures, "details": {"rows": rows, "failed": failed, "modules": len(manifest)}}


BYO_COLUMNS = [("module", "module"), ("features", "features"), ("oracle", "oracle"), ("before", "before"),
               ("after", "after"), ("queries", "queries"), ("s", "seconds"), ("repro", "repro")]


def print_byo(result: dict) -> None:
    rows, d = result["details"]["rows"], result["details"]
    _print_table(BYO_COLUMNS, rows)
    for name, why in d["failed"].items():
        print(f"failed {name}: {why}")
    if rows:
        print(f"\n{len(rows)}/{d['modules']} modules reduced; median {statistics.median(r['before'] for r in rows)} -> "
              f"{statistics.median(r['after'] for r in rows)} bindings, at most {max(r['after'] for r in rows)}; median "
              f"{statistics.median(r['queries'] for r in rows)} queries, {statistics.median(r['seconds'] for r in rows):.1f}s "
              f"(wall, with TVM import and the 3 runs of the original); repro.py reproduces: "
              f"{sum(r['repro'] for r in rows)}/{len(rows)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="part", required=True)
    s = sub.add_parser("synthetic")
    s.add_argument("--cases", type=int, default=50)
    s.add_argument("--seed", type=int, default=0)
    r = sub.add_parser("real")
    r.add_argument("--cases", default=str(ROOT / "bench" / "reducer_cases"))
    r.add_argument("--limit", type=int, default=None)
    r.add_argument("--runs", type=int, default=3, help="Runs of each original case (flakiness check).")
    r.add_argument("--with-timeouts", action="store_true", help="Also reduce hangs (slow: each run waits out the limit).")
    r.add_argument("--no-ddmin", dest="ddmin", action="store_false")
    r.add_argument("--no-parallel", dest="parallel", action="store_false")
    b = sub.add_parser("byo")
    b.add_argument("--budget", default="4m", help="Budget per module.")
    for part in (s, r, b):
        add_json_option(part)
    args = parser.parse_args()
    if args.part == "synthetic":
        result = synthetic(args.cases, args.seed)
        print_synthetic(result)
    elif args.part == "real":
        result = real(args.cases, args.limit, args.runs, args.with_timeouts, args.ddmin, args.parallel)
        print_real(result)
    else:
        result = byo(args.budget)
        print_byo(result)
    write_json(result, args.json)


if __name__ == "__main__":
    main()
