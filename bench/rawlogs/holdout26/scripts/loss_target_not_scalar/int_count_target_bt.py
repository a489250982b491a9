# cause: loss_target_not_scalar
# expect: must be a float scalar
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((5, 5), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.relu(x))
        # loss accidentally kept keepdims=True -> shape (1, 1)
        l = bb.emit_output(relax.op.sum(y, axis=[0, 1], keepdims=True))
    bb.emit_func_output(l)
mod = bb.get()
mod.show()
relax.transform.Gradient("main")(mod)
