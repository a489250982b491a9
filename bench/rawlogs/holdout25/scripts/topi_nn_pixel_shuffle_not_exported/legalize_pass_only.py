# cause: topi_nn_pixel_shuffle_not_exported
# expect: legalize_ops/nn\.py
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax, tirx as tir
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Up:
    @R.function
    def main(x: R.Tensor(("b", 27, "h", "w"), "float32")):
        with R.dataflow():
            y = R.nn.pixel_shuffle(x, 3)
            R.output(y)
        return y


seq = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.FoldConstant()])
with tvm.transform.PassContext(opt_level=3):
    lowered = seq(Up)
print(lowered)
