# cause: take-nan-mode-integer-data
# expect: _take[\s\S]*(Cannot convert NaN to BigInt|cannot make uint from negative value nan|NaN)
# capture: combined
import sys

import tvm
from tvm import relax

print("=" * 60)
print("building relax module")
print("=" * 60)

print("[1/3] constructing module", file=sys.stderr)

bb = relax.BlockBuilder()
mask = relax.Var("mask", relax.TensorType((6, 2), "bool"))
i = relax.Var("i", relax.TensorType((3,), "int64"))
with bb.function("main", [mask, i]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.take(mask, i, axis=0, mode="nan"))
    bb.emit_func_output(y)
mod = bb.get()


def run(mod):
    with tvm.target.Target("llvm"):
        mod = relax.get_pipeline("zero")(mod)
    return mod


run(mod)
