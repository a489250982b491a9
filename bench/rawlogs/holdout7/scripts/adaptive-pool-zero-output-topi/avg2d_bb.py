# cause: adaptive-pool-zero-output-topi
# expect: Divide by zero
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 64, 7, 7), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        p = bb.emit(relax.op.nn.adaptive_avg_pool2d(x, output_size=(0, 0)))
        o = bb.emit_output(p)
    bb.emit_func_output(o)
tvm.compile(bb.get(), "llvm")
