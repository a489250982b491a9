# cause: conv3d-negative-output-shape
# expect: _nn_conv3d[\s\S]*lead to negative output shape
# env: TVM_BACKTRACE=1
import traceback

import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R

config = {"opt_level": 3, "target": "llvm"}
try:
    workers = config["num_workers"]
except KeyError:
    traceback.print_exc()
    workers = 1

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 2, 5, 5, 5), dtype="float16"), w: R.Tensor((2, 2, 3, 3, 3), dtype="float16")):
        with R.dataflow():
            y = R.nn.conv3d(x, w, dilation=3)
            z = R.sigmoid(y)
            R.output(z)
        return z


mod = Module

ex = tvm.compile(mod, target="llvm")
