"""`relayreduce fuzz`: a short real campaign through the sandbox, and the results-directory contract."""

import itertools
import json
import subprocess
import sys

import pytest

from relayreduce.campaign import CaseSource, classify
from relayreduce.case import load_case
from relayreduce.generator.policy import Policy
from relayreduce.results import read_failure
from relayreduce.sandbox import Outcome


def test_the_case_stream_is_reproducible_from_its_seed():
    def first(seed):
        source = CaseSource(Policy(max_ops=6), seed, ["compile", "passes"], [], {"tvm_version": "x"})
        return [(c.program, c.oracle, [a.tobytes() for a in c.input_arrays]) for c in itertools.islice(source, 6)]

    assert first(5) == first(5)
    assert first(5) != first(6)
    assert any(oracle.passes for _, oracle, _ in first(5))


@pytest.mark.parametrize("outcome, kind", [
    (Outcome("ok"), None),
    (Outcome("exception", exception_type="Unsupported"), None),
    (Outcome("exception", exception_type="Mismatch"), "mismatch"),
    (Outcome("exception", exception_type="InternalError"), "exception"),
    (Outcome("segfault", signal="SIGSEGV"), "segfault"),
])
def test_outcomes_map_to_failure_kinds(outcome, kind):
    assert classify(outcome) == kind


def test_a_short_campaign_records_failures_by_the_contract(tmp_path):
    out = tmp_path / "results"
    run = subprocess.run([sys.executable, "-m", "relayreduce", "fuzz", "--out", str(out), "--budget", "120s",
                          "--max-tests", "24", "-j", "2", "--seed", "1", "--json"],
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    summary = json.loads(run.stdout)
    assert summary["tests"] == 24
    assert "tests (" in run.stderr and "distinct signatures" in run.stderr  # progress goes to stderr
    records = [d for d in out.iterdir() if d.is_dir()]
    assert len(records) <= summary["failures"]
    for record in records:
        failure = read_failure(record)
        assert failure["kind"] in {"crash", "exception", "segfault", "timeout", "oom", "mismatch"}
        assert failure["tvm_version"].startswith("0.27") and failure["oracle"]
        assert (record / "stderr.txt").exists() and (record / "stdout.txt").exists()
        case = load_case(record / "case.pkl")
        assert case.oracle.name == failure["oracle"] and case.environment["tvm_version"].startswith("0.27")


def test_fuzz_rejects_bad_options_with_exit_2(tmp_path):
    for args, message in ((["--oracle", "nope"], "unknown oracle"), (["--budget", "soon"], "not a duration"),
                          (["--seeds-dir", str(tmp_path / "missing")], "does not exist")):
        run = subprocess.run([sys.executable, "-m", "relayreduce", "fuzz", "--out", str(tmp_path / "r"), *args],
                             capture_output=True, text=True)
        assert run.returncode == 2 and message in run.stderr and "Traceback" not in run.stderr
