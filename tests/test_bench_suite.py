"""python -m bench: the registry runs a real benchmark script, results.json holds its figures with the machine,
the Markdown page shows each figure beside its anchor and goal, and an area that cannot run says why."""

import json
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import suite  # noqa: E402


def test_one_area_runs_into_results_and_markdown(tmp_path):
    quality = suite.Area("triage-quality", "Triage quality", "triage_quality.py", "harness-holdout", "harness-holdout")
    later = suite.Area("later", "Lands on another branch", "later.py", "", "", lambda: "its command is not merged")
    results, doc = tmp_path / "results.json", tmp_path / "benchmarks.md"

    suite.run([quality, later], quick=True, results_path=results, doc_path=doc)

    saved = json.loads(results.read_text())
    assert saved["machine"]["cores"] == os.cpu_count() and saved["machine"]["tvm"].startswith("0.27")
    area = saved["areas"]["triage-quality"]
    assert area["status"] == "ok" and area["command"] == "python bench/triage_quality.py harness-holdout"
    f1 = area["figures"]["f1.harness-holdout"]
    assert 0.9 <= f1["value"] <= 1.0 and "measured" in f1["anchor_label"]
    assert f1["ratio"] == pytest.approx(f1["value"] / f1["anchor"]) and f1["met"] == (f1["ratio"] > 1)
    later_entry = saved["areas"]["later"]
    assert (later_entry["status"], later_entry["reason"]) == ("unavailable", "its command is not merged")

    text = doc.read_text()
    row = next(line for line in text.splitlines() if line.startswith("| `f1.harness-holdout`"))
    figure, value, anchor, goal, ratio, met = (c.strip() for c in row.strip("|").split("|"))
    assert value == f"{f1['value']:.3g}" and anchor.startswith(f"{f1['anchor']:.3g} (best baseline: ")
    assert goal == "ratio > 1" and ratio == f"{f1['ratio']:.2f}" and met == ("yes" if f1["met"] else "**no**")
    assert "Not available in this checkout: its command is not merged." in text
    assert str(ROOT) not in text

    # re-running one area keeps the others' last results
    suite.run([later], quick=True, results_path=results, doc_path=doc)
    assert json.loads(results.read_text())["areas"]["triage-quality"] == area
