# cause: pool1d-zero-stride-infer
# expect: Divide by zero
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("signal", relax.TensorType((1, 8, 128), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        p = bb.emit(relax.op.nn.max_pool1d(x, pool_size=4, strides=0))
        o = bb.emit_output(p)
    bb.emit_func_output(o)
tvm.compile(bb.get(), "llvm")
