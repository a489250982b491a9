# cause: min-value-bool
# expect: Cannot decide min_value
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax


def any_true(shape):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "bool"))
    with bb.function("main", [x]):
        with bb.dataflow():
            r = bb.emit(relax.op.max(x, keepdims=False))
            gv = bb.emit_output(r)
        bb.emit_func_output(gv)
    return bb.get()


mod = any_true([5, 5])
seq = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.AnnotateTIROpPattern()])
mod = seq(mod)
