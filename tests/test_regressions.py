"""Real TVM 0.27 failures found by `relayreduce fuzz`, kept as fixtures.

Each fixture is a results directory as the campaign wrote it (case.pkl, failure.json) plus a root-cause
label in labels.json; some causes have a second witness, a different program found by another campaign. The
tests re-run each case's oracle in the sandbox on the pinned TVM and check that it still fails the same way,
with a signature triage considers the same failure, and that triage groups the fixtures exactly by their
labels: one cluster per cause, witnesses of one cause together.
"""

import json
import shutil
from collections import Counter
from pathlib import Path

import pytest

from relayreduce.campaign import classify
from relayreduce.case import load_case
from relayreduce.oracles import run_oracle
from relayreduce.results import read_failure
from relayreduce.sandbox import run_sandboxed
from relayreduce.triage import Store, same_failure, signature_of, signature_of_failure, triage_directory

FIXTURES = Path(__file__).parent / "regressions"
LABELS = json.loads((FIXTURES / "labels.json").read_text())


@pytest.mark.parametrize("name", sorted(LABELS))
def test_fixture_still_fails_the_same_way_on_pinned_tvm(name):
    record = FIXTURES / name
    stored = read_failure(record)
    case = load_case(record / "case.pkl")
    outcome = run_sandboxed(run_oracle, case, timeout_s=120)
    assert classify(outcome) == stored["kind"], outcome.message
    fresh = signature_of(stored["kind"], outcome.exception_type or "", outcome.message, outcome.traceback,
                         outcome.stderr)
    old = signature_of_failure(stored, (record / "stderr.txt").read_text(errors="replace"))
    assert same_failure(old, fresh), f"{old.head()} != {fresh.head()}"


def test_triage_groups_the_fixtures_by_their_labels(tmp_path):
    results = tmp_path / "results"
    for name in LABELS:
        shutil.copytree(FIXTURES / name, results / name)
    triage_directory(results)
    cluster_of = {Path(path).parts[0]: cid for path, cid in Store(results / "triage.db").assignments().items()}
    labels = {name: entry["label"] for name, entry in LABELS.items()}
    # Both directions need witnesses: causes with two fixtures, besides causes with one; and two witnesses of
    # one cause whose signature keys differ (CreateMul and CreateAdd), which only similarity can group.
    assert sum(n >= 2 for n in Counter(labels.values()).values()) >= 2
    keys = {name: signature_of_failure(read_failure(FIXTURES / name), (FIXTURES / name / "stderr.txt").read_text()).key
            for name in labels}
    assert any(labels[a] == labels[b] and keys[a] != keys[b] for a in labels for b in labels)
    for a in labels:
        for b in labels:
            assert (cluster_of[a] == cluster_of[b]) == (labels[a] == labels[b]), (a, b)
