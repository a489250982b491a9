# cause: tir_undefined_loop_var
# expect: Invalid use of undefined variable
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import tirx as T, ir as I

@I.ir_module
class K:
    @T.prim_func
    def copy(a: T.handle, b: T.handle):
        n = T.int64()
        m = T.int64()
        A = T.match_buffer(a, (n,), "float32")
        B = T.match_buffer(b, (n,), "float32")
        for i in range(m):
            B[i] = A[i]

tvm.compile(K, target="llvm")
