# cause: norm_weight_shape_mismatch
# expect: relax\.nn\.layer_norm
# capture: stderr
import numpy as np
import tvm
from tvm import relax

B, T, C = 2, 12, 32
x_np = np.random.randn(B, T, C).astype("float32")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((B, T, C), "float32"))
# gamma/beta sized by sequence length instead of channels
gamma = relax.const(np.ones(T, "float32"))
beta = relax.const(np.zeros(T, "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.layer_norm(x, gamma, beta, axes=[-1]))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
