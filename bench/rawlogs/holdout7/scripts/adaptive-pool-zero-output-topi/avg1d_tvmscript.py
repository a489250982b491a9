# cause: adaptive-pool-zero-output-topi
# expect: Divide by zero
# capture: combined
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Seq:
    @R.function
    def main(x: R.Tensor((2, 16, 100), "float32")):
        with R.dataflow():
            y = R.nn.adaptive_avg_pool1d(x, output_size=[0])
            R.output(y)
        return y


Seq.show()
lowered = relax.transform.LegalizeOps()(Seq)
