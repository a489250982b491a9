"""Time IR construction, lowering to Relax, and TVMScript printing for programs of 10 / 100 / 1000 ops.

Baselines, measured in the same run on the same machine:
- construction: building the same program directly with TVM's own ``relax.BlockBuilder``;
- lowering: that same BlockBuilder construction (lowering is our IR -> a normalized Relax module);
- printing: our Relay-style printer next to TVM's ``IRModule.script()``.

    python bench/ir_bench.py [--repeat 5]
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from relayreduce import tvm_adapter
from relayreduce.ir import Const, FunctionBuilder, check, module, pretty

OPS = ("add", "multiply", "exp", "tanh", "subtract", "nn.relu", "maximum", "sigmoid")


def build_ir(n_ops: int):
    b = FunctionBuilder("main")
    x = b.param("x", _tensor())
    y = b.param("y", _tensor())
    values = [x, y]
    bias = Const(np.linspace(-1, 1, 16, dtype="float32"))
    with b.dataflow():
        for i in range(n_ops):
            op = OPS[i % len(OPS)]
            a = values[-1]
            if op in ("add", "multiply", "subtract", "maximum"):
                other = values[-1 - (i * 7919) % min(len(values), 5)] if i % 3 else bias
                values.append(b.call(op, a, other))
            else:
                values.append(b.call(op, a))
    return module(b.finish(values[-1]))


def _tensor():
    from relayreduce.ir import TensorType

    return TensorType(("n", 16), "float32")


def build_with_blockbuilder(n_ops: int):
    """The baseline: the same program written directly against TVM's Relax API."""
    from tvm import relax, tirx

    bb = relax.BlockBuilder()
    n = tirx.Var("n", "int64")
    x = relax.Var("x", relax.TensorType((n, 16), "float32"))
    y = relax.Var("y", relax.TensorType((n, 16), "float32"))
    bias = relax.const(np.linspace(-1, 1, 16, dtype="float32"))
    with bb.function("main", [x, y]):
        with bb.dataflow():
            values = [x, y]
            for i in range(n_ops):
                op = OPS[i % len(OPS)]
                fn = relax.op.nn.relu if op == "nn.relu" else getattr(relax.op, op)
                a = values[-1]
                if op in ("add", "multiply", "subtract", "maximum"):
                    other = values[-1 - (i * 7919) % min(len(values), 5)] if i % 3 else bias
                    values.append(bb.emit(fn(a, other)))
                else:
                    values.append(bb.emit(fn(a)))
            out = bb.emit_output(values[-1])
        bb.emit_func_output(out)
    return bb.get()


def best_of(repeat: int, fn, *args) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn(*args)
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    print(f"{'ops':>5} | {'IR build':>9} {'TVM BB':>9} {'ratio':>6} | {'typecheck':>9} | {'lower':>9} {'ratio':>6} "
          f"| {'our print':>9} {'TVMScript':>9} {'ratio':>6}")
    for n_ops in (10, 100, 1000):
        program = build_ir(n_ops)
        irmod = tvm_adapter.lower(program)
        t_build = best_of(args.repeat, build_ir, n_ops)
        t_bb = best_of(args.repeat, build_with_blockbuilder, n_ops)
        t_check = best_of(args.repeat, check, program)
        t_lower = best_of(args.repeat, tvm_adapter.lower, program)
        t_pretty = best_of(args.repeat, pretty, program)
        t_script = best_of(args.repeat, lambda: irmod.script())
        ms = lambda t: f"{t * 1e3:8.2f}ms"  # noqa: E731
        print(f"{n_ops:>5} | {ms(t_build)} {ms(t_bb)} {t_build / t_bb:6.2f} | {ms(t_check)} | "
              f"{ms(t_lower)} {t_lower / t_bb:6.2f} | {ms(t_pretty)} {ms(t_script)} {t_pretty / t_script:6.2f}")
    print("ratio = ours / TVM's own API on the same program (lower ratio: lowering vs building with BlockBuilder)")


if __name__ == "__main__":
    main()
