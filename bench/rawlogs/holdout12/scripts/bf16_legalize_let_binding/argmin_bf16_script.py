# cause: bf16_legalize_let_binding
# expect: StructuralEqual
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Nearest:
    @R.function
    def main(d: R.Tensor((8, 12), "bfloat16")) -> R.Tensor((8, 1), "int64"):
        with R.dataflow():
            i = R.argmin(d, axis=1, keepdims=True)
            R.output(i)
        return i


def test_nearest_bf16():
    tvm.compile(Nearest, target="llvm")
