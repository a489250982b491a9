# cause: pool-stride-zero
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
import tvm
from tvm import relax
from tvm.relax import op

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 3, 16, 16), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(op.nn.max_pool2d(x, pool_size=(3, 3), strides=(0, 0), padding=(1, 1)))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
