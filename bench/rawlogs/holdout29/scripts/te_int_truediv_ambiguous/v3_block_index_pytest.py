# cause: te_int_truediv_ambiguous
# expect: TVM supports multiple types of integer divisions
# capture: pytest-line
import numpy as np
import tvm
from tvm import te


def tile_ids(n, tile):
    return te.compute((n,), lambda i: (i / tile).astype("int32"), name="tile_id")


def test_tile_ids():
    out = tile_ids(64, 8)
    f = tvm.compile(te.create_prim_func([out]), target="llvm")
    res = tvm.runtime.empty((64,), "int32")
    f(res)
    np.testing.assert_array_equal(res.numpy(), np.arange(64) // 8)
