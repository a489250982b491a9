# cause: power-int-legalize
# expect: power only applies to float
# env: TVM_BACKTRACE=1
# post: truncate=0.65
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 2), "int16"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(op.power(x, relax.const(np.array(3, "int16"))))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
print('legalizing')
relax.transform.LegalizeOps()(mod).show()
