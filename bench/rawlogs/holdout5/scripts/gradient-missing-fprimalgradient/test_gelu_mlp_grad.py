# cause: gradient-missing-fprimalgradient
# expect: Attribute FPrimalGradient has not been registered
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class MLPRelu:
    @R.function
    def main(x: R.Tensor((2, 4), "float32"), w: R.Tensor((4, 4), "float32")):
        with R.dataflow():
            h = R.matmul(x, w)
            a = R.nn.relu(h)
            l = R.sum(a)
            R.output(l)
        return l


@I.ir_module
class MLPGelu:
    @R.function
    def main(x: R.Tensor((2, 4), "float32"), w: R.Tensor((4, 4), "float32")):
        with R.dataflow():
            h = R.matmul(x, w)
            a = R.nn.gelu(h)
            l = R.sum(a)
            R.output(l)
        return l


def test_relu_grad():
    out = relax.transform.Gradient("main")(MLPRelu)
    assert "main_adjoint" in [gv.name_hint for gv in out.get_global_vars()]


def test_gelu_grad():
    relax.transform.Gradient("main")(MLPGelu)
