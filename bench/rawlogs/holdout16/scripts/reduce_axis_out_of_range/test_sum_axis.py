# cause: reduce_axis_out_of_range
# expect: the input axis -?\d+ is out of range
# capture: pytest-line
import tvm
from tvm import relax


def test_sum_last_axis():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4, 5), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.sum(x, axis=[2]))
        bb.emit_func_output(y)
