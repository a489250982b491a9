"""Per-test cost of the sandbox against a bare in-process compile+run of the same small Relax program.

    python bench/sandbox_overhead.py [-n 10] [--warmup 2]

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

from relayreduce.ir import CallFunc, Const, FunctionBuilder, TensorType, function_type, module, size
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-n", type=int, default=10, help="timed runs per side")
    parser.add_argument("--warmup", type=int, default=2)
    args = parser.parse_args()

    program = small_program()
    inputs = [np.random.default_rng(0).standard_normal((8, 8)).astype("float32")]
    executor = SandboxExecutor(max_workers=1, timeout_s=120, memory_mb=4096)
    sandboxed = lambda fn, *a: executor.submit(fn, *a).result()  # noqa: E731

    for _ in range(args.warmup):
        compile_and_run(program, inputs)
        outcome = sandboxed(compile_and_run, program, inputs)
        assert outcome.ok, outcome.message + outcome.stderr[-2000:]

    bare, boxed, inner, bare_cpu, child_cpu = [], [], [], [], []
    for _ in range(args.n):
        t, expected = _timed(compile_and_run, program, inputs)
        bare.append(t)
        bare_cpu.append(_cpu(compile_and_run, program, inputs))
        t, outcome = _timed(sandboxed, compile_and_run, program, inputs)
        assert outcome.ok and np.allclose(outcome.value, expected, rtol=1e-5, atol=1e-6)
        boxed.append(t)
        inner.append(outcome.duration_s)
        child_cpu.append(outcome.cpu_s)

    trips = [_timed(sandboxed, trivial)[0] for _ in range(max(args.n, 10))]
    executor.shutdown()

    med_bare, med_boxed = statistics.median(bare), statistics.median(boxed)
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"program: {len(program.functions)} functions, {size(program)} ops; {args.n} runs per side after "
          f"{args.warmup} warm-up; {os.cpu_count()} cores, load average {load}")
    print(f"in-process compile+run   median {med_bare * 1000:7.1f} ms  (min {min(bare) * 1000:.1f})")
    print(f"sandboxed compile+run    median {med_boxed * 1000:7.1f} ms  (min {min(boxed) * 1000:.1f}); "
          f"child lifetime median {statistics.median(inner) * 1000:.1f} ms")
    overhead = med_boxed / med_bare - 1
    print(f"overhead                 {overhead * 100:+.1f}%  (ratio {med_boxed / med_bare:.2f}, goal <= +20%)")
    print(f"trivial task round trip  median {statistics.median(trips) * 1000:7.1f} ms  (min {min(trips) * 1000:.1f})")
    cpu_bare, cpu_child, fixed = statistics.median(bare_cpu), statistics.median(child_cpu), min(trips)
    print(f"CPU: in-process {cpu_bare * 1000:.1f} ms, sandboxed child {cpu_child * 1000:.1f} ms "
          f"({(cpu_child / cpu_bare - 1) * 100:+.1f}%); with the fork's fixed cost: "
          f"{((cpu_child + fixed) / cpu_bare - 1) * 100:+.1f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main())
