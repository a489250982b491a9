# cause: conv2d_grad_layout_unsupported
# expect: AssertionError: only support OIHW kernel layout
# env: TVM_BACKTRACE=1
# capture: combined
import numpy as np
import tvm
from tvm import relax

# weights come from a TF checkpoint in HWIO
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 4, 10, 10), "float32"))
k = relax.Var("k", relax.TensorType((3, 3, 4, 6), "float32"))
with bb.function("main", [x, k]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv2d(x, k, padding=1, kernel_layout="HWIO"))
        loss = bb.emit_output(relax.op.sum(relax.op.sigmoid(y)))
    bb.emit_func_output(loss)
mod = bb.get()
print(mod)
mod = relax.transform.Gradient("main")(mod)
