# cause: roundtrip-function-undefined-callee
# expect: Undefined variable: add_bias
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Model:
    @T.prim_func
    def add_bias(A: T.Buffer((2, 4), "float32"), b: T.Buffer((4,), "float32"), B: T.Buffer((2, 4), "float32")):
        for i, j in T.grid(2, 4):
            B[i, j] = A[i, j] + b[j]

    @R.function
    def main(x: R.Tensor((2, 4), "float32"), b: R.Tensor((4,), "float32")) -> R.Tensor((2, 4), "float32"):
        cls = Model
        y = R.call_tir(cls.add_bias, (x, b), R.Tensor((2, 4), "float32"))
        return y


# snapshot the entry function to a file, re-read it for review tooling
with open("main.py", "w") as f:
    f.write(Model["main"].script())
with open("main.py") as f:
    reparsed = tvm.script.from_source(f.read())
tvm.ir.assert_structural_equal(reparsed, Model["main"])
