# cause: group-norm-zero-size-divide
# expect: _nn_group_norm[\s\S]*Divide by zero
# capture: pytest
import sys
import traceback
import warnings

import tvm
from tvm import relax


def test_smoke():
    assert tvm.__version__


def test_bb_empty_hw():
    print(f"TVM version: {tvm.__version__}")
    warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)

    try:
        target = tvm.target.Target("cudaa")
    except Exception:
        traceback.print_exc()
        print("falling back to llvm", file=sys.stderr)

    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 4, 0, 3), "float32"))
    gamma = relax.Var("gamma", relax.TensorType((4,), "float32"))
    beta = relax.Var("beta", relax.TensorType((4,), "float32"))
    with bb.function("main", [x, gamma, beta]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.group_norm(x, gamma, beta, num_groups=2, channel_axis=1, axes=[2, 3]))
        bb.emit_func_output(y)
    mod = bb.get()

    ex = tvm.compile(mod, target="llvm")
