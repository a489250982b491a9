# cause: pool2d-zero-stride
# expect: Divide by zero
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 64, 56, 56), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.max_pool2d(x, pool_size=(3, 3), strides=(0, 0), padding=(1, 1)))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
tvm.compile(bb.get(), target="llvm")
