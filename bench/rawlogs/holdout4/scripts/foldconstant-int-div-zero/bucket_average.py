# cause: foldconstant-int-div-zero
# expect: Fatal Python error: Floating point exception
# capture: stderr
import faulthandler
import numpy as np
import tvm
from tvm import relax

faulthandler.enable()

counts = np.array([3, 0, 5, 2], dtype="int32")   # one bucket is empty
totals = np.array([9, 0, 10, 8], dtype="int32")

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "int32"))
with bb.function("main", [x]):
    with bb.dataflow():
        avg = bb.emit(relax.op.divide(relax.const(totals), relax.const(counts)))
        out = bb.emit_output(relax.op.subtract(x, avg))
    bb.emit_func_output(out)
mod = bb.get()
mod = relax.transform.LegalizeOps()(mod)
mod = relax.transform.FoldConstant()(mod)
print(mod)
