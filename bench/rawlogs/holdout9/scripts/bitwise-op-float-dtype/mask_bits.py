# cause: bitwise-op-float-dtype
# expect: Expected integer argument as LHS of
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 4), "float64"))
with bb.function("main", [x]):
    with bb.dataflow():
        m = bb.emit(relax.op.bitwise_and(x, relax.const(np.full((2, 4), 255.0), "float64")))
        gv = bb.emit_output(m)
    bb.emit_func_output(gv)
mod = relax.transform.LegalizeOps()(bb.get())
