# cause: strided-slice-infer-zero-stride
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
import warnings
import numpy as np
import tvm
from tvm import relax

warnings.warn("strides=0 is used to mean 'keep full axis' in our converter", UserWarning)
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 6, 10), "float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        a = bb.emit(relax.op.multiply(x, relax.const(2.0, "float16")))
        b = bb.emit(relax.op.strided_slice(a, axes=[0, 2], begin=[0, 0], end=[4, 10], strides=[1, 0]))
        gv = bb.emit_output(b)
    bb.emit_func_output(gv)
mod = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.DeadCodeElimination()])(bb.get())
