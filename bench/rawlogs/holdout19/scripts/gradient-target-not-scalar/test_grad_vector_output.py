# cause: gradient-target-not-scalar
# expect: The differentiation target must be a float scalar
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Before:
    @R.function
    def main(x: R.Tensor((3, 3), "float32"), y: R.Tensor((3, 3), "float32")):
        with R.dataflow():
            z = R.multiply(x, y)
            o = R.sum(z, axis=[1])
            R.output(o)
        return o


def test_gradient_simple():
    after = relax.transform.Gradient("main")(Before)
    after.show()
