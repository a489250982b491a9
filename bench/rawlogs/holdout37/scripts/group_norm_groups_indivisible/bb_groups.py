# cause: group_norm_groups_indivisible
# expect: group_norm
# capture: stderr
import numpy as np
import tvm
from tvm import relax

N, C, H, W = 1, 10, 6, 6
groups = 4  # copied from a 32-channel config
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((N, C, H, W), "float32"))
gamma = relax.const(np.ones(C, "float32"))
beta = relax.const(np.zeros(C, "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.group_norm(x, gamma, beta, num_groups=groups, channel_axis=1, axes=[2, 3]))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
