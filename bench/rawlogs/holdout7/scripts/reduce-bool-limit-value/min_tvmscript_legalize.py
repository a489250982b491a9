# cause: reduce-bool-limit-value
# expect: Cannot decide (min|max)_value for type
# capture: combined
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class All:
    @R.function
    def main(x: R.Tensor((3, 5), "bool")):
        with R.dataflow():
            y = R.min(x, axis=[0], keepdims=True)
            R.output(y)
        return y


All.show()
relax.transform.LegalizeOps()(All).show()
