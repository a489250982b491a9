# cause: group-norm-zero-extent-divide
# expect: Divide by zero
# capture: pytest
import numpy as np
import tvm
from tvm import relax


def group_norm_mod(n, c, h, w, groups):
    bb = relax.BlockBuilder()
    data = relax.Var("data", relax.TensorType((n, c, h, w), "float32"))
    with bb.function("main", [data]):
        with bb.dataflow():
            gamma = relax.const(np.ones((c,), "float32"))
            beta = relax.const(np.zeros((c,), "float32"))
            out = bb.emit_output(
                relax.op.nn.group_norm(data, gamma, beta, num_groups=groups, channel_axis=1, axes=[2, 3])
            )
        bb.emit_func_output(out)
    return bb.get()


def test_group_norm_zero_height():
    mod = group_norm_mod(1, 4, 0, 5, groups=2)
    exe = tvm.compile(mod, target="llvm")
    assert exe is not None
