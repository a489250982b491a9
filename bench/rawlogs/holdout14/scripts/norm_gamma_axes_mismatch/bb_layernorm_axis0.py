# cause: norm_gamma_axes_mismatch
# expect: CodeGenVM cannot emit this Relax operator directly
import numpy as np
import tvm
from tvm import relax, tirx

n = tirx.Var("n", "int64")
x = relax.Var("x", relax.TensorType([n, 8], "float32"))
gamma = relax.const(np.ones(8, "float32"))
beta = relax.const(np.zeros(8, "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.layer_norm(x, gamma, beta, axes=[0]))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
