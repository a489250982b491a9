# cause: default_pipeline_lacks_lambda_lift
# expect: VMShapeLower do not work for local functions
# capture: pytest-line
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Twice:
    @R.function
    def main(x: R.Tensor((16,), "float32")):
        @R.function
        def step(v: R.Tensor((16,), "float32")) -> R.Tensor((16,), "float32"):
            w = R.multiply(v, R.const(0.5, "float32"))
            return w

        a = step(x)
        b = step(a)
        return b


def test_compile_closure():
    ex = tvm.compile(Twice, target="llvm")
    assert ex is not None
