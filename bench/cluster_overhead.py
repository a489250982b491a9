"""What running the sandboxed tasks on Dask (``--cluster local:2``) costs against the local executor.

    python bench/cluster_overhead.py [-n 20] [-j 2] [--json FILE]

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
from figures import add_json_option, figure, write_json
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


def run(n: int, jobs: int) -> dict:
    program = small_program()
    inputs = [np.random.default_rng(0).standard_normal((8, 8)).astype("float32")]
    load = os.getloadavg()
    local_trips, local_rate = measure(None, jobs, n, program, inputs)
    dask_trips, dask_rate = measure(f"local:{jobs}", jobs, n, program, inputs)
    ms = lambda xs: statistics.median(xs) * 1e3  # noqa: E731
    figures = {
        "round_trip_ms": figure(ms(dask_trips), "ms", label=f"trivial task round trip on Dask local:{jobs}, median",
                                anchor=ms(local_trips), anchor_label="the local executor, measured"),
        "tests_per_s": figure(dask_rate, "/s", label=f"compile+run tests per s on Dask local:{jobs}, {2 * jobs} in flight",
                              anchor=local_rate, anchor_label=f"the local executor -j {jobs}, measured",
                              ratio_goal=(">=", 0.8), note="Dask's scheduling must not cost a campaign more than a fifth"),
    }
    return {"figures": figures, "details": {"tasks_per_side": n, "jobs": jobs, "load_average": load}}


def print_tables(result: dict) -> None:
    f, d = result["figures"], result["details"]
    load = ", ".join(f"{x:.1f}" for x in d["load_average"])
    print(f"{d['tasks_per_side']} tasks per side, -j {d['jobs']}; {os.cpu_count()} cores, load average {load}")
    print(f"{'':28}{'local':>12}{'Dask local:' + str(d['jobs']):>16}{'ratio':>8}")
    for key, label in (("round_trip_ms", "trivial round trip (ms)"), ("tests_per_s", "compile+run tests per s")):
        print(f"{label:28}{f[key]['anchor']:12.2f}{f[key]['value']:16.2f}{f[key]['ratio']:8.2f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-n", type=int, default=20, help="trivial round trips and compile+run tests per side")
    parser.add_argument("-j", "--jobs", type=int, default=2, help="local threads / Dask worker processes")
    add_json_option(parser)
    args = parser.parse_args()
    result = run(args.n, args.jobs)
    print_tables(result)
    write_json(result, args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
