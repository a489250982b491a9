# cause: adaptive-pool-zero-output-size
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 32, 14, 14), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.adaptive_avg_pool2d(x, output_size=(0, 0)))
        out = bb.emit_output(relax.op.reshape(y, (1, -1)))
    bb.emit_func_output(out)
mod = bb.get()
tvm.compile(mod, target="llvm")
