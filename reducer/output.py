"""What a reduction leaves in its output directory: the reduced ``case.pkl``, a standalone ``repro.py``,
``reduction.json`` (sizes, queries, time, what each pass removed) and ``diff.txt`` (TVMScript before/after).
Every file is written to a temporary name and renamed, so a reader never sees half a file."""

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


def write_outputs(out_dir: Path, original: Case, reduced: Case, report: dict) -> dict[str, str]:
    from .repro import render_repro

    out_dir.mkdir(parents=True, exist_ok=True)
    paths = {name: out_dir / name for name in ("case.pkl", "repro.py", "reduction.json", "diff.txt")}
    save_case(paths["case.pkl"], reduced)
    # The reduced case's own failure; after Ctrl-C, or when its last run did not fail the target's way, only
    # the target's signature is known, whose message is normalized and so is not compared.
    failure = report.get("failure") or {"kind": report["kind"], "exception_type": report["signature"]["exception_type"]}
    _write_text(paths["repro.py"], render_repro(reduced, failure))
    before, after = script_text(original), script_text(reduced)
    diff = difflib.unified_diff(before.splitlines(True), after.splitlines(True), "before (TVMScript)",
                                "after (TVMScript)")
    _write_text(paths["diff.txt"], "".join(diff))
    _write_text(paths["reduction.json"], json.dumps(report, indent=2, default=str) + "\n")
    return {k: str(v) for k, v in paths.items()}
