# cause: user_tvmscript_missing_s_tir
# expect: TIR verifier does not support statement s_tir\.SBlockRealize
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Model:
    @T.prim_func
    def add_bias(x: T.Buffer((T.int64(8), T.int64(16)), "float32"), bias: T.Buffer((T.int64(16),), "float32"),
                 out: T.Buffer((T.int64(8), T.int64(16)), "float32")):
        for i, j in T.grid(T.int64(8), T.int64(16)):
            with T.sblock("add"):
                vi, vj = T.axis.remap("SS", [i, j])
                out[vi, vj] = x[vi, vj] + bias[vj]

    @R.function
    def main(x: R.Tensor((8, 16), "float32"), b: R.Tensor((16,), "float32")):
        cls = Model
        y = R.call_tir(cls.add_bias, (x, b), out_ty=R.Tensor((8, 16), "float32"))
        return y


ex = tvm.compile(Model, "llvm")
