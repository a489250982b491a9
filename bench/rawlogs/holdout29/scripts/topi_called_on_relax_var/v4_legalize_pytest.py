# cause: topi_called_on_relax_var
# expect: only available on a Var with BufferType
# capture: pytest-short
import tvm
from tvm import relax, topi
from tvm.script import ir as I, relax as R


@I.ir_module
class Tanh:
    @R.function
    def main(x: R.Tensor((2, 10), "float32")):
        with R.dataflow():
            y = R.tanh(x)
            R.output(y)
        return y


def fast_tanh(bb, call):
    return topi.fast_tanh(call.args[0])


def test_fast_tanh_legalization():
    mod = relax.transform.LegalizeOps({"relax.tanh": fast_tanh})(Tanh)
    assert "fast_tanh" in mod.script()
