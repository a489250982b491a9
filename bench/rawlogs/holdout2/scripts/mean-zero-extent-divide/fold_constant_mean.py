# cause: mean-zero-extent-divide
# expect: Divide by zero
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

# a bias that is averaged over an (accidentally) empty calibration set
calib = np.zeros((16, 0), dtype="float32")

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((16,), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        bias = bb.emit(relax.op.mean(relax.const(calib), axis=[1]))
        out = bb.emit_output(relax.op.subtract(x, bias))
    bb.emit_func_output(out)
mod = bb.get()

mod = relax.transform.FoldConstant()(mod)
print(mod)
