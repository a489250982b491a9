# cause: decompose_layer_norm_nontrailing_axes
# expect: relax\.multiply.*the first input shape at dim
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 4, 6, 6), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.layer_norm(x, relax.const(np.ones(4, "float32")),
                                           relax.const(np.zeros(4, "float32")), axes=[1]))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")   # plain compile works
print("plain build ok")
mod = relax.transform.DecomposeOpsForTraining()(mod)
