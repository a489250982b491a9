# cause: repeat-zero-repeats-topi
# expect: repeat only accepts `repeats >= 1`, but got repeats = 0
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 3), "int32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.repeat(x, 0))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
seq = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.CanonicalizeBindings()])
mod = seq(bb.get())
