# cause: gradient_match_cast_unsupported
# expect: Check failed: \(var_binding\) is false
# capture: pytest-short
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Narrow:
    @R.function
    def main(a: R.Tensor((6, 6), "float32"), b: R.Tensor((6,), "float32")):
        with R.dataflow():
            s = R.add(a, b)
            t = R.match_cast(s, R.Tensor((6, 6), "float32"))
            loss = R.mean(R.tanh(t))
            R.output(loss)
        return loss


def test_gradient_with_match_cast():
    out = relax.transform.Gradient("main")(Narrow)
    assert out["main_adjoint"] is not None
