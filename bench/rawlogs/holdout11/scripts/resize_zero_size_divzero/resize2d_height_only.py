# cause: resize_zero_size_divzero
# expect: Divide by zero
# capture: pytest-native
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Up:
    @R.function
    def main(x: R.Tensor((1, 8, 16, 16), "float32")):
        with R.dataflow():
            y = R.image.resize2d(x, size=R.shape([0, 32]), method="nearest_neighbor")
            R.output(y)
        return y

def test_up():
    relax.transform.LegalizeOps()(Up)
