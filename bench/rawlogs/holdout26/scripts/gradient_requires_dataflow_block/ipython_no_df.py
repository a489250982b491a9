# cause: gradient_requires_dataflow_block
# expect: now only support one dataflow block
# capture: ipython
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Impure:
    @R.function
    def main(x: R.Tensor((4, 4), "float32")):
        y = R.nn.softmax(x, axis=1)
        z = R.log(y)
        loss = R.mean(z)
        return loss


Impure.show()
relax.transform.Gradient("main")(Impure)
