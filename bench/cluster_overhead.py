"""What running the sandboxed tasks on Dask (``--cluster local:2``) costs against the local executor.

    python bench/cluster_overhead.py [-n 20] [-j 2]

Both sides are ``make_executor``'s SandboxExecutor with the same limits; the Dask side is a LocalCluster of
j worker processes, so the difference is Dask's scheduling and the transfer of cases and outcomes. Prints,
side by side with their ratio: the round trip of a trivial task submitted one at a time (the fixed cost per
task), and the throughput of n compile+run tests of a small program with 2j in flight, as a campaign keeps
them. Each side is warmed up first (on Dask, every worker starts its own fork server).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from concurrent.futures import wait

import numpy as np
from sandbox_overhead import compile_and_run, small_program, trivial

from relayreduce.executors import make_executor
from relayreduce.sandbox import Limits


def measure(cluster: str | None, jobs: int, n: int, program, inputs) -> tuple[list[float], float]:
    """(trivial round trips in s, compile+run tests per s) on one executor."""
    executor = make_executor(cluster, jobs, Limits(timeout_s=120))
    try:
        wait([executor.submit(compile_and_run, program, inputs) for _ in range(2 * jobs)])  # warm every worker
        trips = []
        for _ in range(n):
            start = time.perf_counter()
            assert executor.submit(trivial).result().ok
            trips.append(time.perf_counter() - start)
        start = time.perf_counter()
        outcomes = [f.result() for f in [executor.submit(compile_and_run, program, inputs) for _ in range(n)]]
        rate = n / (time.perf_counter() - start)
        assert all(o.ok for o in outcomes), [o.message for o in outcomes if not o.ok]
    finally:
        executor.shutdown()
    return trips, rate


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-n", type=int, default=20, help="trivial round trips and compile+run tests per side")
    parser.add_argument("-j", "--jobs", type=int, default=2, help="local threads / Dask worker processes")
    args = parser.parse_args()

    program = small_program()
    inputs = [np.random.default_rng(0).standard_normal((8, 8)).astype("float32")]
    local_trips, local_rate = measure(None, args.jobs, args.n, program, inputs)
    dask_trips, dask_rate = measure(f"local:{args.jobs}", args.jobs, args.n, program, inputs)

    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"{args.n} tasks per side, -j {args.jobs}; {os.cpu_count()} cores, load average {load}")
    print(f"{'':28}{'local':>12}{'Dask local:' + str(args.jobs):>16}{'ratio':>8}")
    local_trip, dask_trip = statistics.median(local_trips), statistics.median(dask_trips)
    print(f"{'trivial round trip (ms)':28}{local_trip * 1000:12.1f}{dask_trip * 1000:16.1f}{dask_trip / local_trip:8.2f}")
    print(f"{'compile+run tests per s':28}{local_rate:12.2f}{dask_rate:16.2f}{dask_rate / local_rate:8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
