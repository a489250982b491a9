# cause: tir_undefined_loop_var
# expect: Invalid use of undefined variable
# capture: pytest
import tvm
from tvm.script import tirx as T

def test_row_sum():
    @T.prim_func
    def row_sum(a: T.handle, b: T.handle):
        rows = T.int64()
        cols = T.int64()
        A = T.match_buffer(a, (rows, 16), "float32")
        B = T.match_buffer(b, (rows,), "float32")
        for i, k in T.grid(rows, cols):
            B[i] = B[i] + A[i, k]
    tvm.compile(row_sum, target="llvm")
