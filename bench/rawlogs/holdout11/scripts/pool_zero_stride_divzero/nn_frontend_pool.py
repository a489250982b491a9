# cause: pool_zero_stride_divzero
# expect: Divide by zero
# capture: pytest
import tvm
from tvm import relax

def test_down():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 8, 16, 16, 16), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.nn.avg_pool3d(x, pool_size=2, strides=(2, 2, 0)))
        bb.emit_func_output(y)
