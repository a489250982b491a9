# cause: reshape-numel-mismatch
# expect: Reshape expects the new shape to be convertible from the old shape
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 3, 6, 6), "float32"))
w = relax.Var("w", relax.TensorType((4, 3, 3, 3), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        c = bb.emit(relax.op.nn.conv2d(x, w))
        f = bb.emit_output(relax.op.reshape(c, (1, 60)))
    bb.emit_func_output(f)
mod = bb.get()

ex = relax.build(mod, target="llvm")
