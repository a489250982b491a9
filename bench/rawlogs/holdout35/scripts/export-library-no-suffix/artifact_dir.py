# cause: export-library-no-suffix
# expect: Failed to get file format
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class ConvNet:
    @R.function
    def main(x: R.Tensor((1, 3, 16, 16), "float32"), w: R.Tensor((8, 3, 3, 3), "float32"), b: R.Tensor((1, 8, 1, 1), "float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=1)
            z = R.add(y, b)
            o = R.nn.relu(z)
            R.output(o)
        return o

rng = np.random.default_rng(0)
def rand(*shape):
    return rng.standard_normal(shape).astype("float32")

import os
os.makedirs("artifacts", exist_ok=True)
ex = tvm.compile(ConvNet, target="llvm")
path = os.path.join("artifacts", "convnet")
ex.export_library(path)
vm = relax.VirtualMachine(tvm.runtime.load_module(path), tvm.cpu())
