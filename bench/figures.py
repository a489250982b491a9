"""The shape of one benchmark figure, shared by every script in bench/ and read by ``python -m bench``.

A benchmark returns ``{"figures": {name: figure(...)}, "details": {...}}``: figures are what the suite puts in
docs/benchmarks.md, details are whatever else its own tables print. Figure names are the keys readers of
bench/results.json use: keep them stable. Ratios and goal verdicts are computed here, once, so the script's
table, results.json and the rendered page can never disagree.
"""

from __future__ import annotations

import json
import operator
from pathlib import Path

OPS = {"<=": operator.le, ">=": operator.ge, "<": operator.lt, ">": operator.gt, "==": operator.eq}


def figure(value, unit: str = "", *, label: str = "", anchor=None, anchor_label: str = "",
           goal: tuple[str, float] | None = None, ratio_goal: tuple[str, float] | None = None,
           note: str = "") -> dict:
    """One measured figure.

    anchor: the number it is compared with (a baseline measured in the same run, or a published figure:
    anchor_label says which); the ratio is value / anchor. goal bounds the value, ratio_goal the ratio;
    ``met`` is None when neither is set or the value is missing.
    """
    ratio = value / anchor if isinstance(value, (int, float)) and isinstance(anchor, (int, float)) and anchor else None
    checks = [(value, goal), (ratio, ratio_goal)]
    checks = [(x, g) for x, g in checks if g is not None]
    met = None
    if checks and all(x is not None for x, _ in checks):
        met = all(OPS[op](x, bound) for x, (op, bound) in checks)
    return {"value": value, "unit": unit, "label": label, "anchor": anchor, "anchor_label": anchor_label,
            "ratio": ratio, "goal": goal, "ratio_goal": ratio_goal, "met": met, "note": note}


def add_json_option(parser) -> None:
    parser.add_argument("--json", metavar="FILE", help="Also write the figures to FILE (what python -m bench reads).")


def write_json(result: dict, path: str | None) -> None:
    if path:
        Path(path).write_text(json.dumps(result, indent=1, default=str) + "\n")
