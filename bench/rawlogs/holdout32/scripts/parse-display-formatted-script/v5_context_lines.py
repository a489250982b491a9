# cause: parse-display-formatted-script
# expect: IndentationError|SyntaxError
# capture: combined
import tvm
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Model:
    @T.prim_func
    def k(A: T.Buffer((4, 4), "float32"), B: T.Buffer((4, 4), "float32")):
        for i, j in T.grid(4, 4):
            B[i, j] = A[j, i]

    @R.function
    def main(x: R.Tensor((4, 4), "float32")) -> R.Tensor((4, 4), "float32"):
        cls = Model
        y = R.call_tir(cls.k, (x,), R.Tensor((4, 4), "float32"))
        return y


report = Model.script(print_line_numbers=True, indent_spaces=2)
print(report)
tvm.script.from_source(report)
