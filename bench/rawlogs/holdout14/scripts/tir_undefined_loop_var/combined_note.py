# cause: tir_undefined_loop_var
# expect: note: run with `TVM_BACKTRACE=1`
# capture: combined
import tvm
from tvm.script import tirx as T, ir as I

print("compiling custom kernel")

@I.ir_module
class K:
    @T.prim_func
    def fill(a: T.handle):
        n = T.int32()
        length = T.int32()
        A = T.match_buffer(a, (n,), "int32")
        for i in range(length):
            A[i] = i

print("done")
