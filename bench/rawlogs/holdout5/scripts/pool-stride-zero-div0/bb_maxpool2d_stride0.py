# cause: pool-stride-zero-div0
# expect: Divide by zero
# capture: stderr
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType([1, 16, 28, 28], "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.max_pool2d(x, pool_size=(3, 3), strides=(0, 0), padding=(1, 1)))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
tvm.compile(bb.get(), target="llvm")
