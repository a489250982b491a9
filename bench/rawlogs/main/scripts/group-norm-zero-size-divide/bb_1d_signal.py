# cause: group-norm-zero-size-divide
# expect: _nn_group_norm[\s\S]*Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import warnings

import tvm
from tvm import relax

warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 6, 0), "float32"))
gamma = relax.Var("gamma", relax.TensorType((6,), "float32"))
beta = relax.Var("beta", relax.TensorType((6,), "float32"))
with bb.function("main", [x, gamma, beta]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.group_norm(x, gamma, beta, num_groups=3, channel_axis=1, axes=[2]))
        z = bb.emit_output(relax.op.nn.silu(y))
    bb.emit_func_output(z)
mod = bb.get()

mod = relax.transform.LegalizeOps()(mod)
