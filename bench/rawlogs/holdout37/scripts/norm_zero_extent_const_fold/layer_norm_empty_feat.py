# cause: norm_zero_extent_const_fold
# expect: Divide by zero
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

# shape sweep: hidden size 0 is a legal (empty) tensor in numpy
H = 0
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3, H), "float32"))
g = relax.Var("g", relax.TensorType((H,), "float32"))
b = relax.Var("b", relax.TensorType((H,), "float32"))
with bb.function("main", [x, g, b]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.layer_norm(x, g, b, axes=[-1]))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
print("built")
