# cause: call-tir-argument-type-mismatch
# expect: Argument 1 type mismatch
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T


@I.ir_module(check_well_formed=False)
class Kernels:
    @T.prim_func
    def axpy(x: T.Buffer((8,), "float32"), y: T.Buffer((8,), "float32"), out: T.Buffer((8,), "float32")):
        for i in range(8):
            with T.sblock("axpy"):
                vi = T.axis.spatial(8, i)
                out[vi] = T.float32(3) * x[vi] + y[vi]

    @R.function
    def main(x: R.Tensor((8,), "float32"), y: R.Tensor((8,), "float16")) -> R.Tensor((8,), "float32"):
        cls = Kernels
        out = R.call_tir(cls.axpy, (x, y), out_ty=R.Tensor((8,), "float32"))
        return out


print("compiling Kernels")
relax.build(Kernels, target="llvm")
