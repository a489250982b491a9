# cause: topi_reduce_axis_out_of_range
# expect: exceeds the maximum dimension
# capture: pytest-line
import tvm
from tvm import te, topi


def test_argmax_over_channels():
    data = te.placeholder((1, 64, 7, 7), "float32", name="data")
    out = topi.argmax(data, axis=4)
    f = te.create_prim_func([data, out])
    assert f is not None
