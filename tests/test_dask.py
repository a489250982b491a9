"""``--cluster`` on a real Dask distributed cluster: a ``LocalCluster`` of two worker processes that the
commands reach by its scheduler's address, as they would a remote one. The tasks run inside the sandbox on
the workers; the driver alone writes results/ and triage.db."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time

import pytest
from helpers import (
    CAMPAIGN_ARGS,
    REGRESSIONS,
    records,
    reductions,
    run_campaign_cli,
    run_cli,
)

from relayreduce.case import load_case

distributed = pytest.importorskip("distributed", reason="dask[distributed] is not installed: pip install -e '.[dask]'")

TASK = "sandboxed_call"  # the key prefix of every task the executor submits


@pytest.fixture(scope="module")
def dask_cluster():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, memory_limit=0,
                                  dashboard_address=":0") as cluster, distributed.Client(cluster) as client:
        yield cluster.scheduler_address, client


def executed(client) -> int:
    """Tasks the workers have run so far."""
    return sum(client.run(lambda dask_worker: dask_worker.state.executed_count).values())


def test_a_campaign_on_dask_finds_and_reduces_what_a_local_run_with_the_same_seed_does(dask_cluster, local_campaign,
                                                                                      tmp_path):
    address, client = dask_cluster
    ran_before = executed(client)
    doc = run_campaign_cli(tmp_path / "results", "--cluster", address)
    local_results, local_doc = local_campaign
    assert doc["fuzz"]["tests"] == local_doc["fuzz"]["tests"] == 12
    assert records(tmp_path / "results") == records(local_results)
    assert doc["fuzz"]["examples"].keys() == local_doc["fuzz"]["examples"].keys()  # the signatures
    # Same clusters, same witnesses reduced to the same programs: the reducer's result does not depend on
    # where its candidates ran.
    assert reductions(tmp_path / "results") == reductions(local_results)
    assert executed(client) - ran_before >= 12 + 3 * doc["clusters"]  # the tests, and each baseline's 3 runs


def _two_regressions(results):
    for name in ("llvm_fp16_acos_intrinsic", "batch_norm_training_negative_axis"):
        shutil.copytree(REGRESSIONS / name, results / name)
    return results


def test_minimize_all_and_minimize_on_dask_reduce_to_what_they_do_locally(dask_cluster, tmp_path):
    address, client = dask_cluster
    local, remote = _two_regressions(tmp_path / "local"), _two_regressions(tmp_path / "remote")
    assert run_cli("minimize-all", local, "--runs", "1", "-j", "2").returncode == 0
    ran_before = executed(client)
    run = run_cli("minimize-all", remote, "--runs", "1", "-j", "2", "--cluster", address)
    assert run.returncode == 0, run.stderr
    assert "2 minimized, 0 skipped" in run.stderr
    assert reductions(remote) == reductions(local)
    assert executed(client) > ran_before

    case = remote / "llvm_fp16_acos_intrinsic" / "case.pkl"
    run = run_cli("minimize", case, "-o", tmp_path / "one", "--runs", "1", "--cluster", address)
    assert run.returncode == 0, run.stderr
    assert load_case(tmp_path / "one" / "case.pkl").program == load_case(case.parent / "reduced" / "case.pkl").program


def test_killing_a_worker_mid_campaign_loses_and_duplicates_no_failure(dask_cluster, tmp_path):
    address, client = dask_cluster
    args = ("--max-tests", "40", "--minimize-budget", "0")
    local = run_campaign_cli(tmp_path / "local", *args)

    results = tmp_path / "remote"
    proc = subprocess.Popen([sys.executable, "-m", "relayreduce", "campaign", "--out", str(results),
                             *map(str, CAMPAIGN_ARGS), *args, "--cluster", address, "--json"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    victim, lost = None, ()
    deadline = time.monotonic() + 300
    while victim is None and time.monotonic() < deadline and proc.poll() is None:
        for worker, keys in client.processing().items():
            keys = [k for k in keys if str(k).startswith(TASK)]
            if keys and len(records(results)) >= 2:  # mid-campaign: some failures are recorded already
                victim, lost = worker, keys
                break
        time.sleep(0.02)
    assert victim is not None, "the campaign ended before a worker could be killed"
    os.kill(client.run(os.getpid, workers=[victim])[victim], signal.SIGKILL)
    stdout, stderr = proc.communicate(timeout=600)
    assert proc.returncode == 0, stderr

    # The campaign ran all its tests and recorded exactly the failures a local run with the seed records,
    # each once: the same records, and the same clusters with the same number of failures.
    doc = json.loads(stdout)
    assert doc["fuzz"]["tests"] == local["fuzz"]["tests"] == 40
    assert doc["fuzz"]["failures"] == local["fuzz"]["failures"]
    assert records(results) == records(tmp_path / "local")
    assert reductions(results) == reductions(tmp_path / "local")
    # What the killed worker was running was run again: the scheduler sent it to processing a second time.
    stories = [client.run_on_scheduler(lambda dask_scheduler, key=key: dask_scheduler.story(key)) for key in lost]
    assert any(sum(t[2] == "processing" for t in story) >= 2 for story in stories), stories


def _unused_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_a_bad_or_unreachable_cluster_is_one_line_and_exit_2(tmp_path):
    for cluster, message in (("tcp://127.0.0.1", "expected tcp://HOST:PORT"), ("local:0", "or local:N"),
                             (f"tcp://127.0.0.1:{_unused_port()}", "cannot reach a Dask scheduler")):
        run = run_cli("fuzz", "--out", tmp_path / "r", "--max-tests", "1", "--cluster", cluster)
        assert run.returncode == 2, run.stderr
        assert message in run.stderr and len(run.stderr.strip().splitlines()) == 1, run.stderr
        assert not (tmp_path / "r").exists()


def test_a_task_that_keeps_killing_its_worker_ends_in_one_error_line_not_a_traceback():
    import click
    import dask

    from relayreduce.executors import DaskPool, LostTask

    with dask.config.set({"distributed.scheduler.allowed-failures": 0}):
        cluster = distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True, memory_limit=0,
                                           dashboard_address=":0")
    pool = DaskPool(distributed.Client(cluster), cluster)
    try:
        assert pool.submit(int, "7").result(timeout=60) == 7
        with pytest.raises(ValueError):  # the task's own error passes through unchanged
            pool.submit(int, "seven").result(timeout=60)
        lost = pool.submit(os._exit, 9).exception(timeout=120)  # the worker process dies under the task
        assert isinstance(lost, LostTask) and isinstance(lost, click.ClickException)
        assert lost.exit_code == 1 and "\n" not in lost.format_message()
    finally:
        pool.shutdown()
