# cause: conv_out_layout_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

def build_and_run(mod, *arrays, fn="main"):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm[fn](*[tvm.runtime.tensor(a) for a in arrays])

import logging
logging.basicConfig(level=logging.INFO)

@I.ir_module
class Stem:
    @R.function
    def main(x: R.Tensor((1, 3, 32, 32), "float32"), w: R.Tensor((16, 3, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=1, out_layout="NHWC")
            R.output(y)
        return y

print(build_and_run(Stem, np.ones((1, 3, 32, 32), "float32"), np.ones((16, 3, 3, 3), "float32")).shape)
