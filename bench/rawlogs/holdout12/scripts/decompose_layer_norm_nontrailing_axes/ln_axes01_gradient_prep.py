# cause: decompose_layer_norm_nontrailing_axes
# expect: the first input shape at dim \d+ is
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 5, 2), "float32"))
g = relax.Var("g", relax.TensorType((3, 5), "float32"))
b = relax.Var("b", relax.TensorType((3, 5), "float32"))
with bb.function("main", [x, g, b]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.layer_norm(x, g, b, axes=[0, 1]))
        s = bb.emit(relax.op.sum(y))
        o = bb.emit_output(s)
    bb.emit_func_output(o)
seq = tvm.transform.Sequential([relax.transform.DecomposeOpsForTraining(), relax.transform.LegalizeOps()])
seq(bb.get())
