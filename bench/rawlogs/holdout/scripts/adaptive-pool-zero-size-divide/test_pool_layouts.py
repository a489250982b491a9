# cause: adaptive-pool-zero-size-divide
# expect: _nn_adaptive_avg_pool2d[\s\S]*Divide by zero
# capture: pytest
import pytest
import tvm
from tvm import relax


@pytest.mark.parametrize("layout,shape", [("NHWC", (1, 6, 6, 4)), ("NHWC", (1, 0, 6, 4)), ("NCHW", (1, 4, 6, 6))])
def test_adaptive_avg_pool2d_layouts(layout, shape):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(shape, "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.adaptive_avg_pool2d(x, (2, 2), layout=layout))
        bb.emit_func_output(y)
    tvm.compile(bb.get(), target="llvm")
