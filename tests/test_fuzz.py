"""`relayreduce fuzz`: a short real campaign through the sandbox, and the results-directory contract."""

import itertools
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from relayreduce.campaign import CaseSource, classify
from relayreduce.case import load_case
from relayreduce.generator.policy import Policy
from relayreduce.ir import size
from relayreduce.results import case_id, read_failure
from relayreduce.sandbox import Outcome

REGRESSIONS = Path(__file__).parent / "regressions"


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
    # Half the cases mutate this seed, and most mutants keep its mean of a bool tensor, which every oracle that
    # builds fails on (TVM 0.27): failures do not hinge on what the generator happens to produce.
    seed = REGRESSIONS / "mean_bool_calltir_rewrite"
    out = tmp_path / "results"
    run = subprocess.run([sys.executable, "-m", "relayreduce", "fuzz", "--out", str(out), "--budget", "120s",
                          "--max-tests", "24", "-j", "2", "--seed", "1", "--seeds-dir", str(seed), "--json"],
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    summary = json.loads(run.stdout)
    assert summary["tests"] == 24
    assert "tests (" in run.stderr and "distinct signatures" in run.stderr  # progress goes to stderr
    (run_line,) = (out / "campaign.jsonl").read_text().splitlines()  # what the report's summary sums
    logged = json.loads(run_line)
    assert {k: logged[k] for k in summary if k != "elapsed_s"} == {k: v for k, v in summary.items() if k != "elapsed_s"}
    assert (logged["seed"], logged["tvm_version"][:4]) == (1, "0.27") and logged["oracles"] and logged["tvm_commit"]
    assert 0 < logged["finished_at"] - logged["started_at"] < 600
    records = sorted(d for d in out.iterdir() if d.is_dir())
    # The same failing case twice is one record (the id is a content hash), so there may be fewer records.
    assert 4 <= len(records) <= summary["failures"]
    assert set(summary["examples"].values()) <= {str(r) for r in records}
    failures = [read_failure(record) for record in records]
    kinds = Counter(f["kind"] for f in failures)
    assert set(kinds) <= set(summary["kinds"]) and sum(summary["kinds"].values()) == summary["failures"]
    mutants_with_the_seeds_bug = 0
    for record, failure in zip(records, failures):
        case = load_case(record / "case.pkl")
        assert failure["case_id"] == record.name == case_id(case, failure["oracle"])
        assert (failure["kind"] == "mismatch") == (failure["exception_type"] == "Mismatch")
        assert failure["tvm_version"].startswith("0.27") and failure["oracle"] == case.oracle.name
        assert case.environment["tvm_version"].startswith("0.27")
        assert failure["program_size"] == size(case.program)
        assert (record / "stderr.txt").exists() and (record / "stdout.txt").exists()
        if case.origin.startswith("mutant:") and "Error in pass: CallTIRRewrite" in failure["message"]:
            mutants_with_the_seeds_bug += 1
            assert (failure["kind"], failure["exception_type"]) == ("exception", "ValueError")
            assert "type mismatch" in failure["message"] and "DeriveCallRetType" in failure["traceback"]
    assert mutants_with_the_seeds_bug >= 2


def test_fuzz_rejects_bad_options_with_exit_2(tmp_path):
    for args, message in ((["--oracle", "nope"], "unknown oracle"), (["--budget", "soon"], "not a positive duration"),
                          (["--budget", "-1m"], "not a positive duration"), (["--budget", "0"], "not a positive duration"),
                          (["--seeds-dir", str(tmp_path / "missing")], "does not exist")):
        run = subprocess.run([sys.executable, "-m", "relayreduce", "fuzz", "--out", str(tmp_path / "r"), *args],
                             capture_output=True, text=True)
        assert run.returncode == 2 and message in run.stderr and "Traceback" not in run.stderr
        assert not (tmp_path / "r").exists()  # nothing written
