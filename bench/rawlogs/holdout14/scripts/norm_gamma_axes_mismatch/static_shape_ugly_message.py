# cause: norm_gamma_axes_mismatch
# expect: requires the input gamma, beta, etc\., to have size same as the lengths of the data on the given axes
import numpy as np
import tvm
from tvm import relax

x = relax.Var("x", relax.TensorType([6, 8], "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.layer_norm(x, relax.const(np.ones(8, "float32")), relax.const(np.zeros(8, "float32")), axes=[0]))
    bb.emit_func_output(y)
