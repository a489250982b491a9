"""Programs and command runners that tests across the suite share (fixtures live in conftest.py, which
is not importable by name: tests/triage has a conftest.py of its own)."""

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
from relayreduce.triage.engine import open_store

from relayreduce.case import load_case
from relayreduce.ir import (
    Binding,
    CallFunc,
    Const,
    FunctionBuilder,
    If,
    TensorType,
    Var,
    branch,
    function_type,
    module,
)


def two_function_program(dim="n"):
    """@helper is called from @main's dataflow block; @main ends in an if/else outside dataflow."""
    h = FunctionBuilder("helper")
    x = h.param("x", TensorType((dim, 4), "float32"))
    helper = h.finish(h.call("nn.relu", x))

    b = FunctionBuilder("main", {"helper": function_type(helper)})
    x = b.param("x", TensorType((dim, 4), "float32"))
    cond = b.param("cond", TensorType((), "bool"))
    with b.dataflow():
        shifted = b.call("add", x, Const(np.arange(4, dtype="float32")))
        pair = b.tuple(shifted, x)
        second = b.get_item(pair, 1)
        relu = b.emit(CallFunc("helper", (second,)))
        leaky = b.call("nn.leakyrelu", relu, alpha=0.1)
    e = Var("e", leaky.type)
    chosen = b.emit(If(cond, branch([Binding(e, _call("exp", leaky))], e), branch([], x)))
    scaled = b.call("multiply", chosen, chosen)
    return module(helper, b.finish(scaled))


def _call(op, *args, **attrs):
    from relayreduce.ir import Call

    return Call(op, args, attrs)


def reference_two_function_program(x, cond):
    leaky = np.maximum(x, 0)
    leaky = np.where(leaky > 0, leaky, leaky * 0.1)
    chosen = np.exp(leaky) if cond else x
    return chosen * chosen


def run_cli(*args, timeout=600, **kw) -> subprocess.CompletedProcess:
    """``relayreduce ARGS`` in a fresh interpreter, as a user runs it."""
    return subprocess.run([sys.executable, "-m", "relayreduce", *map(str, args)], capture_output=True, text=True,
                          timeout=timeout, **kw)


REGRESSIONS = Path(__file__).parent / "regressions"
# A small seeded campaign that always finds failures: half its cases mutate a module whose mean of a bool
# tensor every building oracle fails on (TVM 0.27), so they do not hinge on what the generator produces.
CAMPAIGN_ARGS = ("--budget", "600s", "--max-tests", "12", "-j", "2", "--seed", "1",
                 "--seeds-dir", REGRESSIONS / "mean_bool_calltir_rewrite", "--minimize-budget", "600s")


def run_campaign_cli(results: Path, *extra, timeout=900) -> dict:
    """``relayreduce campaign --out RESULTS CAMPAIGN_ARGS... EXTRA... --json``: its JSON summary; fails the
    test (with stderr) unless it exits 0."""
    run = run_cli("campaign", "--out", results, *CAMPAIGN_ARGS, *extra, "--json", timeout=timeout)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout) | {"stderr": run.stderr}


def reductions(results: Path) -> dict:
    """cluster id -> (kind, failures, size before, size after, the reduced program) from triage.db."""
    with open_store(results) as store:
        return {c.id: (c.signature.kind, c.count, c.reduction and c.reduction["size_before"],
                       c.reduction and c.reduction["size_after"],
                       c.reduction and load_case(results / c.reduction["reduced_path"]).program)
                for c in store.summaries()}


def triage_minimized(results: Path) -> dict[str, str]:
    """Triage records copied with their reduced/ outputs and record those reductions in triage.db, as a
    campaign's minimize-all does; record name -> cluster id."""
    from relayreduce.triage import triage_directory

    triage_directory(results)
    with open_store(results) as store:
        ids = {c.witness_path.split("/")[0]: c.id for c in store.summaries()}
        for record, cid in ids.items():
            reduction = json.loads((results / record / "reduced" / "reduction.json").read_text())
            store.record_reduction(cid, f"{record}/case.pkl", f"{record}/reduced/case.pkl",
                                   reduction["bindings_before"], reduction["bindings_after"], {})
    return ids


def records(results: Path) -> set[str]:
    """The records of a results directory; a hidden directory is a write under way (or one a kill cut short)."""
    return {p.parent.name for p in results.glob("*/failure.json") if not p.parent.name.startswith(".")}
