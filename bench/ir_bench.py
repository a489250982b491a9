"""Time IR construction, lowering to Relax, and TVMScript printing for programs of 10 / 100 / 1000 ops.

Baselines, measured in the same run on the same machine:
- construction: building the same program directly with TVM's own ``relax.BlockBuilder``;
- lowering: that same BlockBuilder construction (lowering is our IR -> a normalized Relax module);
- printing: our Relay-style printer next to TVM's ``IRModule.script()``.

    python bench/ir_bench.py [--repeat 5] [--json FILE]
"""

from __future__ import annotations

import argparse
import time

import numpy as np
from figures import add_json_option, figure, write_json

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


def measure(repeat: int) -> dict:
    rows = {}
    for n_ops in (10, 100, 1000):
        program = build_ir(n_ops)
        irmod = tvm_adapter.lower(program)
        rows[n_ops] = {"build": best_of(repeat, build_ir, n_ops), "blockbuilder": best_of(repeat, build_with_blockbuilder, n_ops),
                       "typecheck": best_of(repeat, check, program), "lower": best_of(repeat, tvm_adapter.lower, program),
                       "print": best_of(repeat, pretty, program), "tvmscript": best_of(repeat, lambda: irmod.script())}
    figures = {}
    for n_ops, t in rows.items():
        bb = "TVM's relax.BlockBuilder, same program, measured"
        figures[f"build_ms_{n_ops}"] = figure(t["build"] * 1e3, "ms", label=f"build a {n_ops}-op program in our IR",
                                              anchor=t["blockbuilder"] * 1e3, anchor_label=bb)
        figures[f"lower_ms_{n_ops}"] = figure(t["lower"] * 1e3, "ms", label="lower it to a normalized Relax module",
                                              anchor=t["blockbuilder"] * 1e3, anchor_label=bb)
        figures[f"print_ms_{n_ops}"] = figure(t["print"] * 1e3, "ms", label="print it (Relay-style)", anchor=t["tvmscript"] * 1e3,
                                              anchor_label="TVM's IRModule.script(), measured")
    return {"figures": figures, "details": {"seconds": rows, "repeat": repeat}}


def print_tables(result: dict) -> None:
    print(f"{'ops':>5} | {'IR build':>9} {'TVM BB':>9} {'ratio':>6} | {'typecheck':>9} | {'lower':>9} {'ratio':>6} "
          f"| {'our print':>9} {'TVMScript':>9} {'ratio':>6}")
    ms = lambda t: f"{t * 1e3:8.2f}ms"  # noqa: E731
    for n_ops, t in result["details"]["seconds"].items():
        print(f"{n_ops:>5} | {ms(t['build'])} {ms(t['blockbuilder'])} {t['build'] / t['blockbuilder']:6.2f} | "
              f"{ms(t['typecheck'])} | {ms(t['lower'])} {t['lower'] / t['blockbuilder']:6.2f} | {ms(t['print'])} "
              f"{ms(t['tvmscript'])} {t['print'] / t['tvmscript']:6.2f}")
    print("ratio = ours / TVM's own API on the same program (lower ratio: lowering vs building with BlockBuilder)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    add_json_option(parser)
    args = parser.parse_args()
    result = measure(args.repeat)
    print_tables(result)
    write_json(result, args.json)


if __name__ == "__main__":
    main()
