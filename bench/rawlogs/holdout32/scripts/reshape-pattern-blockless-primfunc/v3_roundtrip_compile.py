# cause: reshape-pattern-blockless-primfunc
# expect: HasReshapePattern
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Model:
    @T.prim_func
    def to_rows(A: T.Buffer((16,), "float32"), B: T.Buffer((4, 4), "float32")):
        for i, j in T.grid(4, 4):
            B[i, j] = A[i * 4 + j] * T.float32(0.5)

    @R.function
    def main(x: R.Tensor((16,), "float32")) -> R.Tensor((4, 4), "float32"):
        cls = Model
        with R.dataflow():
            y = R.call_tir(cls.to_rows, (x,), R.Tensor((4, 4), "float32"))
            z = R.add(y, R.const(1.0, "float32"))
            R.output(z)
        return z


# reload the module from its archived JSON form and build it
mod = tvm.ir.load_json(tvm.ir.save_json(Model))
tvm.ir.assert_structural_equal(mod, Model)
lib = tvm.compile(mod, target="llvm")
lib.export_library("model.so")
print("exported")
