# cause: adaptive_pool_zero_output_divzero
# expect: Divide by zero
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Head:
    @R.function
    def main(x: R.Tensor((2, 512, 7, 7), "float32")):
        with R.dataflow():
            y = R.nn.adaptive_avg_pool2d(x, output_size=[0, 0])
            z = R.reshape(y, R.shape([2, -1]))
            R.output(z)
        return z

def test_head():
    Head.show()
    relax.transform.LegalizeOps()(Head)
