# cause: tir-float64-literal-narrowed
# expect: exceeds maximum of float32
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, tirx as T


@I.ir_module
class Kernels:
    @T.prim_func
    def running_min(A: T.Buffer((16,), "float64"), B: T.Buffer((1,), "float64")):
        B[0] = T.float64(1.7976931348623157e308)
        for i in range(16):
            B[0] = T.min(B[0], A[i])


print(Kernels.script())
