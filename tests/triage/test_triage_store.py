"""The persistent store and incremental triage, on real SQLite files (no mocks)."""

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from relayreduce.triage import Store, StoreError, triage_directory

BENCH = Path(__file__).resolve().parents[2] / "bench"

RESHAPE = ("ffi_tvmscript_reshape_chained.txt", {"exception_type": "tvm.error.DiagnosticError"})
CODEGEN = ("ffi_codegen_internal_error.txt", {"exception_type": "tvm.error.InternalError"})
MATCH = ("ffi_vm_match_shape.txt", {"exception_type": "RuntimeError"})


@pytest.fixture
def add(make_result, fixture_text, tmp_path):
    """add(case_id, (fixture, fields), **more) writes results/<case_id>/ from a captured trace."""

    def make(case_id, what, **more):
        name, fields = what
        return make_result(case_id, stderr=fixture_text(name), **(fields | more))

    return make


# the VM's argument checks are one class of failure ([messages.classes] in the rules)
ARGUMENTS = "<arguments do not match the function signature>"


def by_id(result):
    return {c.id: c for c in result.clusters}


def test_incremental_rerun_reads_only_new_failures(add, tmp_path):
    root = tmp_path / "results"
    for i in range(3):
        add(f"a{i}", RESHAPE)
    add("b0", CODEGEN)
    first = triage_directory(root)
    assert (first.read, first.unchanged, len(first.new_clusters)) == (4, 0, 2)
    assert (root / "triage.db").exists()

    add("a9", RESHAPE)
    add("c0", MATCH)
    second = triage_directory(root)
    assert (second.read, second.unchanged) == (2, 4)
    assert len(second.new_clusters) == 1  # only the MatchShape failure is new; a9 joins the reshape cluster
    counts = {c.signature.top[0]: c.count for c in second.clusters}
    assert counts == {"tvm::relax::InferTypeReshape": 4, "tvm::relax::codegen_vm::CodeGenVM::VisitExpr_": 1,
                      ARGUMENTS: 1}
    assert set(by_id(first)) <= set(by_id(second))  # ids are stable across runs

    third = triage_directory(root)
    assert (third.read, third.unchanged, third.new_clusters) == (0, 6, [])


def test_changed_failure_is_reread_and_moves(add, tmp_path):
    root = tmp_path / "results"
    add("x", RESHAPE)
    first = triage_directory(root)
    add("x", MATCH)  # the runner rewrote the case: new content, new fingerprint
    second = triage_directory(root)
    assert second.read == 1
    counts = {c.signature.top[0]: c.count for c in second.clusters}
    assert counts == {ARGUMENTS: 1}  # the cluster it left holds nothing now, and is not listed
    assert len(first.clusters) == 1


def test_ids_survive_rebuilding_the_store(add, tmp_path):
    root = tmp_path / "results"
    for i, what in enumerate([RESHAPE, CODEGEN, MATCH, RESHAPE]):
        add(f"c{i}", what)
    ids = sorted(by_id(triage_directory(root)))
    os.remove(root / "triage.db")
    assert sorted(by_id(triage_directory(root))) == ids


def test_known_and_ignored_statuses(add, tmp_path):
    root = tmp_path / "results"
    add("a0", RESHAPE)
    add("b0", CODEGEN)
    result = triage_directory(root)
    reshape = next(c.id for c in result.clusters if c.signature.top[0] == "tvm::relax::InferTypeReshape")
    codegen = next(c.id for c in result.clusters if c.id != reshape)
    with Store(root / "triage.db") as store:
        assert store.set_status(reshape[:5], "known", "https://github.com/apache/tvm/issues/1") == reshape
        store.set_status(codegen, "ignored")
    add("a1", RESHAPE)
    add("a2", RESHAPE)
    add("b1", CODEGEN)
    again = triage_directory(root)
    assert (again.known_hits, again.ignored_hits, again.new_clusters) == (2, 1, [])
    c = by_id(again)[reshape]
    assert (c.status, c.url, c.count, c.known_hits) == ("known", "https://github.com/apache/tvm/issues/1", 3, 2)
    assert by_id(again)[codegen].status == "ignored"
    with Store(root / "triage.db") as store:
        with pytest.raises(KeyError):
            store.set_status("zzzz", "ignored")


def test_witness_is_smallest_then_earliest(add, tmp_path):
    root = tmp_path / "results"
    add("big", RESHAPE, program_size=50, pkl=b"x", mtime=1000)
    add("small_late", RESHAPE, program_size=7, pkl=b"x", mtime=3000)
    add("small_early", RESHAPE, program_size=7, pkl=b"x", mtime=2000)
    add("no_case", RESHAPE, program_size=1, mtime=500)  # no case.pkl: cannot be a witness
    (cluster,) = triage_directory(root).clusters
    assert (cluster.witness_path, cluster.witness_size) == ("small_early/case.pkl", 7)
    assert (cluster.first_seen, cluster.last_seen, cluster.count) == (500, 3000, 4)


def test_members_come_by_cluster_first_seen_first_and_can_be_capped(add, tmp_path):
    root = tmp_path / "results"
    for name, when in (("r2", 3000), ("r0", 1000), ("r1", 2000)):
        add(name, RESHAPE, mtime=when)
    add("c0", CODEGEN, mtime=1500)
    result = triage_directory(root)
    reshape = next(c.id for c in result.clusters if c.count == 3)
    with Store(root / "triage.db") as store:
        every = list(store.member_failures())
        capped = list(store.member_failures(per_cluster=2))
        times = store.failure_times()
    assert [row[1] for row in every if row[0] == reshape] == ["r0", "r1", "r2"]
    assert [row[1] for row in capped if row[0] == reshape] == ["r0", "r1"]
    assert len(every) == 4 and len(capped) == 3 and [row[0] for row in every] == sorted(row[0] for row in every)
    assert times == [1000, 1500, 2000, 3000]


def test_reductions_are_recorded(add, tmp_path):
    root = tmp_path / "results"
    add("a0", RESHAPE, pkl=b"x")
    (cluster,) = triage_directory(root).clusters
    with Store(root / "triage.db") as store:
        store.record_reduction(cluster.id, "a0/case.pkl", "a0/min/case.pkl", 40, 3, {"queries": 120})
        (red,) = store.reductions(cluster.id)
    assert (red["size_after"], red["info"]) == (3, {"queries": 120})


def test_corrupt_or_foreign_database(tmp_path):
    bad = tmp_path / "garbage.db"
    bad.write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(StoreError, match="not a usable triage database"):
        Store(bad)
    other = tmp_path / "other.db"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE users (name TEXT)")
    with pytest.raises(StoreError, match="not a triage database"):
        Store(other)


def test_sigkill_mid_run_leaves_a_consistent_store(tmp_path):
    """Kill a real triage process with SIGKILL between batches' commits, check the database, then finish."""
    root = tmp_path / "logs"
    n = 4000
    code = (f"import sys; sys.path.insert(0, {str(BENCH)!r}); import triage_synth, json; "
            f"print(json.dumps(len(triage_synth.write_logs(__import__('pathlib').Path({str(root)!r}), {n}, seed=7))))")
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)
    db = tmp_path / "triage.db"
    run = ("from relayreduce.triage import triage_directory; "
           f"triage_directory({str(root)!r}, db_path={str(db)!r}, batch_size=25, jobs=1)")
    proc = subprocess.Popen([sys.executable, "-c", run])
    committed = 0
    deadline = time.time() + 60
    while time.time() < deadline and proc.poll() is None:
        try:
            with sqlite3.connect(db, timeout=1) as con:
                committed = con.execute("SELECT COUNT(*) FROM failures").fetchone()[0]
        except sqlite3.Error:
            committed = 0
        if committed >= 200:
            break
        time.sleep(0.01)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert proc.returncode == -signal.SIGKILL
    assert 200 <= committed < n, "the run finished before it could be killed"

    con = sqlite3.connect(db)
    assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert con.execute("PRAGMA foreign_key_check").fetchall() == []
    read = con.execute("SELECT COUNT(*) FROM failures").fetchone()[0]
    assert read % 25 == 0 and read < n  # whole batches only
    dangling = con.execute(
        "SELECT COUNT(*) FROM failures f LEFT JOIN clusters c ON c.id = f.cluster_id "
        "WHERE f.cluster_id IS NOT NULL AND c.id IS NULL").fetchone()[0]
    assert dangling == 0
    reps = con.execute("SELECT COUNT(*) FROM clusters c LEFT JOIN signatures s ON s.key = c.rep_key WHERE s.key IS NULL")
    assert reps.fetchone()[0] == 0
    con.close()

    result = triage_directory(root, db_path=db, jobs=1)
    assert result.read == n - read and result.unchanged == read
    with Store(db) as store:
        assert store.count_failures() == n
        assignments = store.assignments()
    assert len(assignments) == n and all(c is not None for c in assignments.values())
    assert sum(c.count for c in result.clusters) == n
