# cause: call_tir_out_sinfo_keyword_removed
# expect: got an unexpected keyword argument 'out_sinfo'
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T


@I.ir_module
class Reduce:
    @T.prim_func(private=True, s_tir=True)
    def square(a: T.Buffer((16, 32), "float32"), b: T.Buffer((16, 32), "float32")):
        for i, j in T.grid(16, 32):
            with T.sblock("square"):
                vi, vj = T.axis.remap("SS", [i, j])
                b[vi, vj] = a[vi, vj] * a[vi, vj]

    @T.prim_func(private=True, s_tir=True)
    def row_sum(a: T.Buffer((16, 32), "float32"), b: T.Buffer((16,), "float32")):
        for i, k in T.grid(16, 32):
            with T.sblock("row_sum"):
                vi, vk = T.axis.remap("SR", [i, k])
                with T.init():
                    b[vi] = T.float32(0)
                b[vi] = b[vi] + a[vi, vk]

    @R.function
    def main(x: R.Tensor((16, 32), "float32")) -> R.Tensor((16,), "float32"):
        cls = Reduce
        with R.dataflow():
            sq = R.call_tir(cls.square, (x,), out_sinfo=R.Tensor((16, 32), "float32"))
            s = R.call_tir(cls.row_sum, (sq,), out_sinfo=R.Tensor((16,), "float32"))
            R.output(s)
        return s


target = tvm.target.Target("llvm")
mod = relax.get_default_pipeline(target)(Reduce)
print(mod)
