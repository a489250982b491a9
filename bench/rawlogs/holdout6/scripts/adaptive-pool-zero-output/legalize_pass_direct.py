# cause: adaptive-pool-zero-output
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Head:
    @R.function
    def main(x: R.Tensor((2, 32, 10), "float32")):
        with R.dataflow():
            y = R.nn.adaptive_avg_pool1d(x, output_size=0)
            R.output(y)
        return y


print("shape inference passed:", Head["main"].ret_ty)
lowered = relax.transform.LegalizeOps()(Head)
print(lowered)
