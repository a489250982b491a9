# cause: adaptive-pool-zero-size-divide
# expect: _nn_adaptive_avg_pool3d[\s\S]*Divide by zero
# fuzzer case 410: adaptive_avg_pool3d(NDHWC) after strided_slice
import tvm
from tvm import relax
from tvm.relax import op

bb = relax.BlockBuilder()
p0 = relax.Var("p0", relax.TensorType((1, 5, 4, 4, 3), "float32"))
with bb.function("main", [p0]):
    with bb.dataflow():
        t0 = bb.emit(op.strided_slice(p0, axes=[2], begin=[2], end=[2]))
        t1 = bb.emit(op.nn.adaptive_avg_pool3d(t0, output_size=[2, 1, 1], layout="NDHWC"))
        t2 = bb.emit_output(op.exp(t1))
    bb.emit_func_output(t2)
mod = bb.get()
print(mod["main"].ty)
relax.build(mod, target="llvm")
