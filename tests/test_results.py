"""Failure records: the results/<case-id>/ layout, atomic writes, stable ids and clear errors for bad records."""

import json
import threading

import numpy as np
import pytest

from helpers import two_function_program
from relayreduce.case import OracleSpec, load_case, make_case
from relayreduce.ir import size
from relayreduce.results import (
    FailureRecordError,
    append_run_summary,
    case_id,
    read_failure,
    remove_interrupted_writes,
    write_failure,
)
from relayreduce.sandbox import Outcome, run_sandboxed
from test_sandbox import segfault

ENV = {"tvm_version": "0.27.0.post1", "tvm_commit": "abc123"}


def _case(**fields):
    fields.setdefault("environment", ENV)
    inputs = fields.pop("inputs", [np.ones((3, 4), "float32"), np.array(True)])
    return make_case(two_function_program(), inputs, **fields)


def _outcome(**fields):
    base = dict(kind="exception", exception_type="ValueError", message="shapes are not broadcastable",
                traceback="Traceback (most recent call last):\n  ...\nValueError: shapes", exit_code=0,
                duration_s=0.25, stdout="out\n", stderr="err \u2192 text\n")
    return Outcome(**{**base, **fields})


def _leftovers(results):
    return [p.name for p in results.iterdir() if p.name.startswith(".")]


def test_layout_and_contents(tmp_path):
    case = _case()
    path = write_failure(tmp_path / "results", case, _outcome(), "compile", extra={"pass": "FoldConstant"})
    assert path.parent == tmp_path / "results" and path.name == case_id(case, "compile")
    assert sorted(p.name for p in path.iterdir()) == ["case.pkl", "failure.json", "stderr.txt", "stdout.txt"]
    assert load_case(path / "case.pkl").program == case.program
    assert (path / "stderr.txt").read_text(encoding="utf-8") == "err \u2192 text\n"
    assert (path / "stdout.txt").read_text() == "out\n"

    record = read_failure(path)
    assert record == json.loads((path / "failure.json").read_text())
    assert {k: record[k] for k in ("kind", "exception_type", "message", "oracle", "exit_code", "signal")} == {
        "kind": "exception", "exception_type": "ValueError", "message": "shapes are not broadcastable",
        "oracle": "compile", "exit_code": 0, "signal": None}
    assert record["traceback"].startswith("Traceback")
    assert (record["tvm_version"], record["tvm_commit"]) == ("0.27.0.post1", "abc123")
    assert record["program_size"] == size(case.program) > 0
    assert record["case_id"] == path.name and record["duration_s"] == 0.25 and record["created"]
    assert record["extra"] == {"pass": "FoldConstant"}
    assert _leftovers(path.parent) == []


def test_same_case_is_the_same_directory_and_a_rewrite_is_a_noop(tmp_path):
    first = write_failure(tmp_path, _case(), _outcome(), "compile")
    before = (first / "failure.json").read_text()
    again = write_failure(tmp_path, _case(seed=99), _outcome(message="other"), "compile")
    assert again == first and (first / "failure.json").read_text() == before

    assert write_failure(tmp_path, _case(), _outcome(), "reference") != first
    assert write_failure(tmp_path, _case(oracle=OracleSpec(pipeline="zero")), _outcome(), "compile") != first
    other_inputs = _case(inputs=[np.zeros((3, 4), "float32"), np.array(True)])
    assert write_failure(tmp_path, other_inputs, _outcome(), "compile") != first
    assert len(list(tmp_path.iterdir())) == 4 and _leftovers(tmp_path) == []


def test_concurrent_writers_of_one_case_leave_one_record(tmp_path):
    paths, errors = [], []

    def write():
        try:
            paths.append(write_failure(tmp_path, _case(), _outcome(), "compile"))
        except Exception as err:  # pragma: no cover - reported below
            errors.append(err)

    threads = [threading.Thread(target=write) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == [] and len(set(paths)) == 1
    assert [p.name for p in tmp_path.iterdir()] == [paths[0].name]
    read_failure(paths[0])


def test_a_failed_write_leaves_nothing_behind(tmp_path):
    bad = {**_outcome().to_dict(), "stderr": 12345}  # not text: fails after the temp dir exists
    with pytest.raises(TypeError):
        write_failure(tmp_path, _case(), bad, "compile")
    assert list(tmp_path.iterdir()) == []
    with pytest.raises(ValueError, match="not a failure kind"):
        write_failure(tmp_path, _case(), _outcome(kind="ok"), "compile")
    assert list(tmp_path.iterdir()) == []


def test_a_write_a_killed_process_left_is_removed_and_one_under_way_is_not(tmp_path):
    import os
    import subprocess
    import sys

    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead_pid = int(gone.stdout)
    killed = tmp_path / f".tmp-{dead_pid}-0123456789abcdef-x1"
    writing = tmp_path / f".tmp-{os.getpid()}-fedcba9876543210-x2"
    record = write_failure(tmp_path, _case(), _outcome(), "compile")
    for tmp in (killed, writing):
        tmp.mkdir()
        (tmp / "failure.json").write_text("{")
    assert remove_interrupted_writes(tmp_path) == 1
    assert not killed.exists() and writing.exists() and read_failure(record)


def test_mismatch_from_an_oracle_dict(tmp_path):
    outcome = {"kind": "mismatch", "message": "max abs diff 0.5", "duration_s": 1.0}
    record = read_failure(write_failure(tmp_path, _case(), outcome, "reference"))
    assert (record["kind"], record["exception_type"], record["traceback"]) == ("mismatch", None, "")


def test_a_real_segfault_round_trips(tmp_path):
    outcome = run_sandboxed(segfault, timeout_s=20, memory_mb=None)
    record = read_failure(write_failure(tmp_path, _case(), outcome, "compile"))
    assert (record["kind"], record["signal"], record["exit_code"]) == ("segfault", "SIGSEGV", -11)
    assert "Segmentation fault" in (tmp_path / record["case_id"] / "stderr.txt").read_text()


def test_environment_falls_back_to_the_installed_tvm(tmp_path):
    import tvm

    record = read_failure(write_failure(tmp_path, _case(environment={}), _outcome(), "compile"))
    assert record["tvm_version"] == tvm.__version__ and record["tvm_commit"]


@pytest.mark.parametrize("text, reason", [
    ('{"kind": "crash", ', "corrupt: Expecting"),
    ("[1, 2]", "expected a JSON object"),
    ('{"kind": "crash"}', "missing the field 'exception_type'"),
])
def test_read_failure_says_what_is_wrong(tmp_path, text, reason):
    (tmp_path / "failure.json").write_text(text)
    with pytest.raises(FailureRecordError, match=reason):
        read_failure(tmp_path)


def test_read_failure_rejects_bad_values(tmp_path):
    path = write_failure(tmp_path, _case(), _outcome(), "compile")
    record = read_failure(path)
    for key, value, reason in (("kind", "explode", "unknown kind"), ("program_size", "7", "bad 'program_size'")):
        (path / "failure.json").write_text(json.dumps({**record, key: value}))
        with pytest.raises(FailureRecordError, match=reason):
            read_failure(path)
    with pytest.raises(FailureRecordError, match="does not exist"):
        read_failure(tmp_path / "nowhere")


def test_run_summaries_accumulate_one_line_per_run(tmp_path):
    results = tmp_path / "results"
    write_failure(results, _case(), _outcome(), "compile")
    for tests in (10, 32):
        append_run_summary(results, {"tests": tests, "kinds": {"exception": 1}})
    lines = (results / "campaign.jsonl").read_text().splitlines()
    assert [json.loads(line)["tests"] for line in lines] == [10, 32]
    assert len([d for d in results.iterdir() if d.is_dir()]) == 1  # the records are left alone
