# cause: relax_group_norm_rejects_bf16
# expect: expects that data must be float, but got T\.bfloat16
# capture: stderr
# env: TVM_BACKTRACE=1
import ml_dtypes
import numpy as np
import tvm
from tvm import relax

C = 32
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, C, 16, 16), "bfloat16"))
with bb.function("gn", [x]):
    gamma = relax.const(np.ones(C, ml_dtypes.bfloat16))
    beta = relax.const(np.zeros(C, ml_dtypes.bfloat16))
    with bb.dataflow():
        y = bb.emit(relax.op.nn.group_norm(x, gamma, beta, num_groups=8, channel_axis=1, axes=[2, 3]))
        out = bb.emit_output(relax.op.nn.silu(y))
    bb.emit_func_output(out)
print(bb.get())
