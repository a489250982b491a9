# cause: duplicate-global-symbol-copy
# expect: IRModule contains duplicate global symbol: add_one
# capture: stderr
# post: truncate=0.6
import tvm
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Model:
    @T.prim_func
    def add_one(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
        for i in range(4):
            B[i] = A[i] + T.float32(1)

    @R.function
    def main(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        cls = Model
        y = R.call_tir(cls.add_one, (x,), R.Tensor((4,), "float32"))
        return y


# keep a pristine copy of the kernel before tuning the original
mod = Model.clone()
mod["add_one_reference"] = mod["add_one"]
ex = tvm.compile(mod, target="llvm")
print(ex)
