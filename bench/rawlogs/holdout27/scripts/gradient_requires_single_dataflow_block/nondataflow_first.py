# cause: gradient_requires_single_dataflow_block
# expect: now only support one dataflow block
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Loss:
    @R.function
    def main(x: R.Tensor((4, 4), "float32"), w: R.Tensor((4, 4), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            s = R.sum(y)
            R.output(s)
        return s


mod = relax.transform.ToNonDataflow()(Loss)
mod = relax.transform.Gradient("main")(mod)
