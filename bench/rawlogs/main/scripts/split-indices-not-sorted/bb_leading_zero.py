# cause: split-indices-not-sorted
# expect: _split[\s\S]*split_indices must be sorted
# capture: combined
import traceback

import tvm
from tvm import relax

print(f"TVM version: {tvm.__version__}")

try:
    probe = relax.BlockBuilder()
    pv = relax.Var("pv", relax.TensorType((2, 3), "float32"))
    with probe.function("probe", [pv]):
        probe.emit_func_output(probe.emit(relax.op.reshape(pv, (4, 2))))
except Exception:
    traceback.print_exc()

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((6, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        parts = bb.emit(relax.op.split(x, [0, 3], axis=0))
        y = bb.emit_output(relax.TupleGetItem(parts, 1))
    bb.emit_func_output(y)
mod = bb.get()

print(mod.script())


def run(mod):
    ex = tvm.compile(mod, target="llvm")
    return ex


run(mod)
