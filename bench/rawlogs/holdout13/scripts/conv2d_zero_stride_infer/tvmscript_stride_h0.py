# cause: conv2d_zero_stride_infer
# expect: Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I

import traceback
try:
    cfg = {"opt_level": 3}
    cfg["target_host"]
except KeyError:
    traceback.print_exc()
    print("warning: no target_host in config, using default", flush=True)


@I.ir_module
class Net:
    @R.function
    def main(x: R.Tensor((2, 4, 10, 10), "float32"), w: R.Tensor((4, 4, 1, 1), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, strides=(0, 1))
            z = R.nn.relu(y)
            R.output(z)
        return z
