# cause: create_prim_func_scan
# expect: Only te.placeholder and te.compute are allowed
# capture: pytest
import pytest
import tvm
from tvm import te


def running_max(x):
    m, n = x.shape
    s = te.placeholder((m, n), dtype=x.dtype, name="s")
    init = te.compute((1, n), lambda _, i: x[0, i], name="init")
    upd = te.compute((m, n), lambda t, i: te.max(s[t - 1, i], x[t, i]), name="upd")
    return te.scan(init, upd, s, inputs=[x], name="running_max")


@pytest.mark.parametrize("dtype", ["float32"])
def test_running_max_prim_func(dtype):
    x = te.placeholder((10, 4), dtype=dtype, name="x")
    y = running_max(x)
    func = te.create_prim_func([x, y])
    lib = tvm.compile(func, target="llvm")
    assert lib is not None
