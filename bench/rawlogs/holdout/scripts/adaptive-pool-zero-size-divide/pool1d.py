# cause: adaptive-pool-zero-size-divide
# expect: _nn_adaptive_avg_pool1d[\s\S]*Divide by zero
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 3, 0), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.adaptive_avg_pool1d(x, output_size=2))
    bb.emit_func_output(y)
tvm.compile(bb.get(), target="llvm")
