"""A pytest session log in which several tests failed holds several failures, one per failed test: real logs of
bench/rawlogs (holdout7's author's own slip in one test beside the TVM failure another test was written for)."""

import os

from relayreduce.triage import Store, triage_directory
from relayreduce.triage.parse import parse_trace, pytest_failures

from rawlogs import raw_log

# test_positive_step fails on the author's slip (`ret_type`, an attribute Relax functions lack), test_zero_step on
# strided_slice's division by a zero step
TWO_TESTS = ("s409ce6d329", "holdout7")
ONE_TEST = ("s245716fa7b", "holdout4")


def test_each_failed_test_of_a_session_is_read_with_its_own_exception():
    tests = pytest_failures(raw_log(*TWO_TESTS))
    assert [name for name, _ in tests] == ["test_positive_step", "test_zero_step"]
    positive, zero = (parse_trace(text) for _, text in tests)
    assert positive.exception_type == "AttributeError" and "ret_type" in positive.message
    assert zero.exception_type == "tvm.error.InternalError" and "Divide by zero" in zero.message


def test_tb_line_failures_are_named_after_the_summary():
    tests = pytest_failures(raw_log("s040ccd7238", "holdout19"))
    assert [name for name, _ in tests] == ["test_split_line.py::test_split_inner_too_large[32]",
                                           "test_split_line.py::test_split_inner_too_large[64]"]
    assert all(parse_trace(text).message.startswith("DID NOT RAISE") for _, text in tests)


def test_a_log_of_one_failure_is_not_split():
    assert pytest_failures(raw_log(*ONE_TEST)) == []


def _triage(root):
    result = triage_directory(root, db_path=root / "t.db", jobs=1)
    with Store(root / "t.db") as store:
        return result, store.assignments()


def test_triage_clusters_each_failed_test_and_forgets_them_when_the_log_changes(tmp_path):
    log = tmp_path / "ci" / "pytest.log"
    log.parent.mkdir()
    log.write_text(raw_log(*TWO_TESTS))
    result, paths = _triage(tmp_path)
    assert result.read == 2
    assert sorted(paths) == ["ci/pytest.log::test_positive_step", "ci/pytest.log::test_zero_step"]
    assert len(set(paths.values())) == 2  # the slip and the TVM failure are two failures

    again, _ = _triage(tmp_path)
    assert again.read == 0 and again.unchanged == 1  # an unchanged session log is not read again

    # the next CI run: only the TVM failure is left, and the log holds one failure
    single = raw_log(*ONE_TEST)
    log.write_text(single)
    os.utime(log, (1, 1))
    _, paths = _triage(tmp_path)
    assert list(paths) == ["ci/pytest.log"]
