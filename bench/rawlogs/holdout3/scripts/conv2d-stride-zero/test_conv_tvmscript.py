# cause: conv2d-stride-zero
# expect: DiagnosticError[\s\S]*Divide by zero
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


def test_identity_module():
    @I.ir_module
    class Ident:
        @R.function
        def main(x: R.Tensor((1, 4, 8, 8), "float32")):
            return x

    assert "main" in [gv.name_hint for gv in Ident.get_global_vars()]


def test_strided_conv_module():
    @I.ir_module
    class Down:
        @R.function
        def main(x: R.Tensor((1, 4, 8, 8), "float32"), w: R.Tensor((4, 4, 1, 1), "float32")):
            with R.dataflow():
                y = R.nn.conv2d(x, w, strides=[0, 2])
                R.output(y)
            return y

    relax.build(Down, target="llvm")
