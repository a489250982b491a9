# cause: norm_weight_shape_mismatch
# expect: relax\.nn\.group_norm
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax


def test_group_norm_nchw():
    N, C, H, W, G = 2, 12, 5, 5, 3
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((N, C, H, W), "float32"))
    # one scale per *group* instead of per channel
    gamma = relax.Var("gamma", relax.TensorType((G,), "float32"))
    beta = relax.Var("beta", relax.TensorType((G,), "float32"))
    with bb.function("main", [x, gamma, beta]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.group_norm(x, gamma, beta, num_groups=G, channel_axis=1, axes=[2, 3]))
        bb.emit_func_output(y)
    ex = tvm.compile(bb.get(), target="llvm")
    assert ex
