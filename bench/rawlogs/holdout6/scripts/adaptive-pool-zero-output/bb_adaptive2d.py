# cause: adaptive-pool-zero-output
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
import tvm
from tvm import relax
from tvm.relax import op

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 64, 7, 7), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        p = bb.emit(op.nn.adaptive_avg_pool2d(x, output_size=(0, 0)))
        out = bb.emit_output(p)
    bb.emit_func_output(out)
mod = bb.get()
mod.show()
tvm.compile(mod, target="llvm")
