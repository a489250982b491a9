"""What a reduction leaves in its output directory: the reduced ``case.pkl``, a standalone ``repro.py``,
``reduction.json`` (sizes, queries, time, what each pass removed, how often the reduced case reproduced) and
``diff.txt`` (TVMScript before/after); when the smallest case did not reproduce every time and the result fell
back to an earlier step, that smallest case too, as ``smallest_flaky_case.pkl``. Every file is written to a
temporary name and renamed, so a reader never sees half a file."""

from __future__ import annotations

import difflib
import json
import os
from pathlib import Path

from relayreduce.case import Case, save_case
from relayreduce.ir import pretty, size
from relayreduce.ir.expr import walk
from relayreduce.ir.rewrite import tensor_types


def _write_text(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def script_text(case: Case) -> str:
    """TVMScript for people to read; our own IR text when the program cannot be lowered."""
    from relayreduce import tvm_adapter

    try:
        return tvm_adapter.to_script(case.program, show_meta=False)
    except Exception as err:  # noqa: BLE001 - a diff must still be written when TVM refuses the program
        return f"# cannot print as TVMScript ({type(err).__name__}: {err})\n{pretty(case.program)}"


def measures(case: Case) -> dict:
    """Sizes of a case in every unit reduction.json reports."""
    program = case.program
    ops = [b.value.op for _, b in walk(program) if hasattr(b.value, "op")]
    return {
        "bindings": size(program),
        "all_bindings": sum(1 for _ in walk(program)),
        "ops": sorted(set(ops)),
        "functions": len(program.functions),
        "parameters": len(program.main.params),
        "input_elements": sum(c.value.size for c in case.inputs),
        "tensor_elements": sum(
            _elements(t) for _, b in walk(program) for t in tensor_types(b.var.type)),
        "passes": list(case.oracle.passes),
    }


def _elements(t) -> int:
    n = 1
    for d in t.shape or ():
        if not isinstance(d, int):
            return 0  # symbolic: not counted
        n *= d
    return n


SMALLEST_FLAKY = "smallest_flaky_case.pkl"


def runs_phrase(rate: str) -> str:
    """"2/3" as "2 of 3 runs"."""
    reproduced, runs = rate.split("/")
    return f"{reproduced} of {runs} run{'s' if runs != '1' else ''}"


def reproduction_phrase(rate: str | None, repro_rate: str | None) -> str | None:
    """How often a reduced case reproduced when re-run (reduction.json's ``reduced_reproduced_runs`` and
    ``repro_reproduced_runs``): "2 of 3 runs", or "3 of 3 runs of its oracle and 1 of 3 runs of repro.py" when
    the two differ; None when it was not re-run."""
    if rate is None:
        return None
    if repro_rate is None or repro_rate == rate:
        return runs_phrase(rate)
    return f"{runs_phrase(rate)} of its oracle and {runs_phrase(repro_rate)} of repro.py"


def shortfall_phrase(rate: str | None, repro_rate: str | None) -> str | None:
    """``reproduction_phrase`` for a case that did not reproduce every time, with "only" where it fell short:
    "only 1 of 3 runs", "3 of 3 runs of its oracle but only 1 of 3 runs of repro.py"."""
    if rate is None:
        return None
    if repro_rate is None or repro_rate == rate:
        return f"only {runs_phrase(rate)}"
    parts = [("only " if _short(r) else "") + f"{runs_phrase(r)} of {what}"
             for r, what in ((rate, "its oracle"), (repro_rate, "repro.py"))]
    return (" but " if _short(rate) != _short(repro_rate) else " and ").join(parts)


def _short(rate: str) -> bool:
    reproduced, runs = rate.split("/")
    return reproduced != runs


def write_outputs(out_dir: Path, original: Case, reduced: Case, report: dict,
                  smallest_flaky: Case | None = None) -> dict[str, str]:
    from .repro import render_repro

    out_dir.mkdir(parents=True, exist_ok=True)
    paths = {name: out_dir / name for name in ("case.pkl", "repro.py", "reduction.json", "diff.txt")}
    save_case(paths["case.pkl"], reduced)
    stale = out_dir / SMALLEST_FLAKY  # a reduction before this one's
    if smallest_flaky is not None:
        paths[SMALLEST_FLAKY] = stale
        save_case(stale, smallest_flaky)
    elif stale.exists():
        stale.unlink()
    # The reduced case's own failure; after Ctrl-C, or when none of its re-runs failed the target's way, only
    # the target's signature is known, whose message is normalized and so is not compared.
    failure = report.get("failure") or {"kind": report["kind"], "exception_type": report["signature"]["exception_type"]}
    flaky = shortfall_phrase(report.get("reduced_reproduced_runs"), report.get("repro_reproduced_runs"))
    _write_text(paths["repro.py"], render_repro(reduced, failure, flaky=flaky if report.get("flaky") else None))
    before, after = script_text(original), script_text(reduced)
    diff = difflib.unified_diff(before.splitlines(True), after.splitlines(True), "before (TVMScript)",
                                "after (TVMScript)")
    _write_text(paths["diff.txt"], "".join(diff))
    _write_text(paths["reduction.json"], json.dumps(report, indent=2, default=str) + "\n")
    return {k: str(v) for k, v in paths.items()}
