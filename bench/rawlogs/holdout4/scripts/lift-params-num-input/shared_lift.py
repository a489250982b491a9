# cause: lift-params-num-input
# expect: cannot construct an Array of negative size
# capture: stderr
import faulthandler
import sys
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

faulthandler.enable(file=sys.stderr)


@I.ir_module
class TwoEntry:
    @R.function
    def prefill(x: R.Tensor((4, 8), "float32"), w: R.Tensor((8, 8), "float32")):
        R.func_attr({"num_input": 3})
        with R.dataflow():
            y = R.matmul(x, R.permute_dims(w))
            R.output(y)
        return y

    @R.function
    def decode(x: R.Tensor((1, 8), "float32"), w: R.Tensor((8, 8), "float32")):
        R.func_attr({"num_input": 3})
        with R.dataflow():
            y = R.matmul(x, R.permute_dims(w))
            R.output(y)
        return y


seq = tvm.transform.Sequential([relax.transform.LiftTransformParams(shared_transform=True),
                                relax.transform.LegalizeOps()])
out = seq(TwoEntry)
print(out.get_global_vars())
