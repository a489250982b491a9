# cause: call_tir_out_ty_mismatch
# expect: not well-formed
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class MinMax:
    @T.prim_func
    def minmax(a: T.Buffer((16,), "float32"), lo: T.Buffer((1,), "float32"), hi: T.Buffer((1,), "float32")):
        lo[0] = a[0]
        hi[0] = a[0]
        for i in range(16):
            lo[0] = T.min(lo[0], a[i])
            hi[0] = T.max(hi[0], a[i])

    @R.function
    def main(x: R.Tensor((16,), "float32")):
        cls = MinMax
        r = R.call_tir(cls.minmax, (x,), out_ty=[R.Tensor((1,), "float32"), R.Tensor((16,), "float32")])
        return r


print(MinMax)
