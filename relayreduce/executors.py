"""Where sandboxed tasks run: here, or on a Dask distributed cluster (``--cluster``).

``make_executor`` is the one way fuzz, minimize, minimize-all and campaign get an executor. It is always a
``SandboxExecutor``, so every task is ``sandboxed_call`` and a TVM segfault kills a sandbox child, never the
process that ran it: locally that is a thread of this process, on a cluster a Dask worker, which forks its
own warm server the first time it runs a task. Futures resolve to ``Outcome``s either way; the caller alone
writes results/ and triage.db.

Dask is imported only when ``--cluster`` is given; it is the optional extra ``pip install -e '.[dask]'``, and
``--cluster`` without it is bad input (``relayreduce.cli_common.cluster_option``).
"""

from __future__ import annotations

import logging
from concurrent.futures import Executor, Future

import click

from .cli_common import BadInput, check_cluster, local_workers
from .sandbox import Limits, SandboxExecutor

#: How long to wait for a scheduler before saying it cannot be reached.
CONNECT_TIMEOUT = "10s"


class LostTask(click.ClickException):
    """The scheduler gave up on a task whose workers kept dying (Dask's KilledWorker): one ``Error:`` line, not
    a traceback. Whatever the command wrote before stays written."""

    exit_code = 1


def _lost_task(err: BaseException) -> BaseException:
    if type(err).__name__ != "KilledWorker":
        return err
    return LostTask(
        "a task was running each time its Dask worker died, so the scheduler gave up on it "
        "(distributed.scheduler.allowed-failures); results written so far are kept. Check the workers' memory "
        "and logs, then run the same command again")


class DaskPool(Executor):
    """Dask's own ``concurrent.futures`` executor over a client, and the client (and a local cluster) it owns.

    Keys are unique per submission (``pure=False``): the same case judged three times is three tasks, and a
    task lost with its worker is run again by the scheduler rather than served from a stale result.
    """

    def __init__(self, client, local_cluster=None):
        self.client, self.local_cluster = client, local_cluster
        self._executor = client.get_executor(pure=False)

    def submit(self, fn, /, *args, **kwargs) -> Future:
        inner = self._executor.submit(fn, *args, **kwargs)
        outer: Future = Future()

        def relay(done: Future) -> None:
            if done.cancelled():
                outer.cancel()
            elif done.exception() is not None:
                outer.set_exception(_lost_task(done.exception()))
            else:
                outer.set_result(done.result())

        inner.add_done_callback(relay)
        outer.add_done_callback(lambda f: inner.cancel() if f.cancelled() else None)
        return outer

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self._executor.shutdown(wait=wait and not cancel_futures)
        self.client.close()
        if self.local_cluster is not None:
            self.local_cluster.close()


def connect(cluster: str) -> DaskPool:
    """A pool on the Dask scheduler at ``cluster``, or on a new ``LocalCluster`` for ``local:N``."""
    from distributed import Client, LocalCluster

    check_cluster(cluster)
    workers = local_workers(cluster)
    if workers:
        # One thread per worker process: a worker's thread waits on one sandbox child at a time. No memory
        # limit: the sandbox children, not the workers, hold the programs' memory, under their own limit.
        # The scheduler's web server on any free port: a fixed one may belong to another cluster here.
        lc = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, memory_limit=0,
                          dashboard_address=":0", silence_logs=logging.ERROR)
        return DaskPool(Client(lc), lc)
    try:
        return DaskPool(Client(cluster, timeout=CONNECT_TIMEOUT))
    except (OSError, TimeoutError) as err:
        raise BadInput(f"--cluster {cluster}: cannot reach a Dask scheduler there "
                       f"({str(err).splitlines()[0] if str(err) else type(err).__name__})") from None


def make_executor(cluster: str | None, jobs: int, limits: Limits) -> SandboxExecutor:
    """Sandboxed tasks on ``jobs`` local threads, or on the Dask cluster ``cluster`` (``--cluster``)."""
    if cluster is None:
        return SandboxExecutor(jobs, limits=limits)
    return SandboxExecutor(jobs, limits=limits, pool=connect(cluster))
