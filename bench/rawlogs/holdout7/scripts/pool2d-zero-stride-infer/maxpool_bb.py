# cause: pool2d-zero-stride-infer
# expect: Divide by zero
import tvm
from tvm import relax

print("TVM", tvm.__version__)
bb = relax.BlockBuilder()
x = relax.Var("data", relax.TensorType((1, 16, 32, 32), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        p = bb.emit(relax.op.nn.max_pool2d(x, pool_size=(2, 2), strides=(0, 0)))
        gv = bb.emit_output(p)
    bb.emit_func_output(gv)
tvm.compile(bb.get(), "llvm")
