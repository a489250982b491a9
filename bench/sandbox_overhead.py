"""Per-test cost of the sandbox against a bare in-process compile+run of the same small Relax program.

    python bench/sandbox_overhead.py [-n 10] [--warmup 2] [--json FILE]

Runs alternate between in-process and sandboxed, so a load spike on a shared machine hits both sides. Prints
wall-clock medians and their ratio (goal: at most +20%), the bare fork/round-trip cost of a trivial task, and
CPU times, which a busy machine disturbs far less than wall-clock: the compile's CPU time in-process against
inside the sandboxed child, plus the trivial round trip as the fixed cost of a fork.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

import numpy as np
from figures import add_json_option, figure, write_json

from relayreduce.ir import (
    CallFunc,
    Const,
    FunctionBuilder,
    TensorType,
    function_type,
    module,
    size,
)
from relayreduce.sandbox import SandboxExecutor


def small_program():
    """Two functions, a dataflow block and about ten ops: a typical size for a reduced test case."""
    h = FunctionBuilder("helper")
    x = h.param("x", TensorType((8, 8), "float32"))
    helper = h.finish(h.call("nn.relu", h.call("matmul", x, x, out_dtype=None)))

    b = FunctionBuilder("main", {"helper": function_type(helper)})
    x = b.param("x", TensorType((8, 8), "float32"))
    with b.dataflow():
        y = b.call("add", x, Const(np.arange(8, dtype="float32")))
        y = b.emit(CallFunc("helper", (y,)))
        y = b.call("nn.softmax", b.call("tanh", y), axis=-1)
        y = b.call("multiply", y, b.call("exp", x))
        y = b.call("sum", y, axis=[1], keepdims=False)
    return module(helper, b.finish(y))


def compile_and_run(program, inputs):
    from relayreduce import tvm_adapter

    return tvm_adapter.run(program, inputs)


def trivial():
    return 0


def _timed(fn, *args):
    start = time.perf_counter()
    result = fn(*args)
    return time.perf_counter() - start, result


def _cpu(fn, *args):
    start = time.process_time()
    fn(*args)
    return time.process_time() - start


def measure(n: int, warmup: int) -> dict:
    program = small_program()
    inputs = [np.random.default_rng(0).standard_normal((8, 8)).astype("float32")]
    executor = SandboxExecutor(max_workers=1, timeout_s=120, memory_mb=4096)
    sandboxed = lambda fn, *a: executor.submit(fn, *a).result()  # noqa: E731

    for _ in range(warmup):
        compile_and_run(program, inputs)
        outcome = sandboxed(compile_and_run, program, inputs)
        assert outcome.ok, outcome.message + outcome.stderr[-2000:]

    bare, boxed, inner, bare_cpu, child_cpu = [], [], [], [], []
    load_before = os.getloadavg()
    for _ in range(n):
        t, expected = _timed(compile_and_run, program, inputs)
        bare.append(t)
        bare_cpu.append(_cpu(compile_and_run, program, inputs))
        t, outcome = _timed(sandboxed, compile_and_run, program, inputs)
        assert outcome.ok and np.allclose(outcome.value, expected, rtol=1e-5, atol=1e-6)
        boxed.append(t)
        inner.append(outcome.duration_s)
        child_cpu.append(outcome.cpu_s)

    trips = [_timed(sandboxed, trivial)[0] for _ in range(max(n, 10))]
    executor.shutdown()

    ms = lambda xs: statistics.median(xs) * 1e3  # noqa: E731
    fixed = min(trips) * 1e3
    figures = {
        "wall_ms": figure(ms(boxed), "ms", label="sandboxed compile+run, median wall clock", anchor=ms(bare),
                          anchor_label="the same in-process, measured", ratio_goal=("<=", 1.2)),
        "cpu_ms": figure(ms(child_cpu) + fixed, "ms", label="sandboxed child CPU + the fork's fixed cost",
                         anchor=ms(bare_cpu), anchor_label="in-process CPU, measured", ratio_goal=("<=", 1.2),
                         note="CPU time: a busy machine disturbs it far less than wall clock"),
        "round_trip_ms": figure(ms(trips), "ms", label="trivial task round trip, median"),
    }
    details = {"program": {"functions": len(program.functions), "ops": size(program)}, "runs": n, "warmup": warmup,
               "load_average": load_before, "min_ms": {"bare": min(bare) * 1e3, "boxed": min(boxed) * 1e3,
                                                       "trip": fixed},
               "child_lifetime_ms": ms(inner), "child_cpu_ms": ms(child_cpu)}
    return {"figures": figures, "details": details}


def print_tables(result: dict) -> None:
    f, d = result["figures"], result["details"]
    load = ", ".join(f"{x:.1f}" for x in d["load_average"])
    print(f"program: {d['program']['functions']} functions, {d['program']['ops']} ops; {d['runs']} runs per side after "
          f"{d['warmup']} warm-up; {os.cpu_count()} cores, load average {load}")
    wall, cpu = f["wall_ms"], f["cpu_ms"]
    print(f"in-process compile+run   median {wall['anchor']:7.1f} ms  (min {d['min_ms']['bare']:.1f})")
    print(f"sandboxed compile+run    median {wall['value']:7.1f} ms  (min {d['min_ms']['boxed']:.1f}); "
          f"child lifetime median {d['child_lifetime_ms']:.1f} ms")
    print(f"overhead                 {(wall['ratio'] - 1) * 100:+.1f}%  (ratio {wall['ratio']:.2f}, goal <= +20%)")
    print(f"trivial task round trip  median {f['round_trip_ms']['value']:7.1f} ms  (min {d['min_ms']['trip']:.1f})")
    print(f"CPU: in-process {cpu['anchor']:.1f} ms, sandboxed child {d['child_cpu_ms']:.1f} ms "
          f"({(d['child_cpu_ms'] / cpu['anchor'] - 1) * 100:+.1f}%); with the fork's fixed cost: "
          f"{(cpu['ratio'] - 1) * 100:+.1f}%")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-n", type=int, default=10, help="timed runs per side")
    parser.add_argument("--warmup", type=int, default=2)
    add_json_option(parser)
    args = parser.parse_args()
    result = measure(args.n, args.warmup)
    print_tables(result)
    write_json(result, args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
