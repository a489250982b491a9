# cause: group-norm-zero-size-divide
# expect: group_norm[\s\S]*Divide by zero
import traceback

import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

try:
    # old API name, from the 0.1x tutorials
    sinfo = relax.TensorStructInfo((1, 6, 0), "float16")
except AttributeError:
    traceback.print_exc()


@I.ir_module
class Model:
    @R.function
    def main(
        x: R.Tensor((1, 6, 0), "float16"),
        w: R.Tensor((6,), "float16"),
        b: R.Tensor((6,), "float16"),
    ) -> R.Tensor((1, 6, 0), "float16"):
        with R.dataflow():
            y = R.nn.group_norm(x, w, b, num_groups=3, channel_axis=1, axes=[2], epsilon=1e-5)
            R.output(y)
        return y


lowered = relax.transform.LegalizeOps()(Model)
lowered.show()
