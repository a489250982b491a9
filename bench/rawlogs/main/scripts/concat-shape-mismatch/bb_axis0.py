# cause: concat-shape-mismatch
# expect: Concat expects the input tensors to have the same shape on every dimension except
import warnings

import tvm
from tvm import relax

warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 6), "float32"))
z = relax.Var("z", relax.TensorType((2, 5), "float32"))
with bb.function("main", [x, z]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.concat([x, z], axis=0))
    bb.emit_func_output(y)
mod = bb.get()

print("compiling ...", flush=True)
ex = tvm.compile(mod, target="llvm")
