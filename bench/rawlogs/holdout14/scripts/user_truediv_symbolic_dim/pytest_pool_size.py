# cause: user_truediv_symbolic_dim
# expect: TVM supports multiple types of integer divisions
# capture: pytest
import tvm
from tvm import relax, tirx

def test_half_resolution():
    h = tirx.Var("h", "int64")
    x = relax.Var("x", relax.TensorType([1, 3, h, h], "float32"))
    bb = relax.BlockBuilder()
    with bb.function("main", [x]):
        y = bb.emit(relax.op.image.resize2d(x, (h / 2, h / 2)))
        bb.emit_func_output(y)
