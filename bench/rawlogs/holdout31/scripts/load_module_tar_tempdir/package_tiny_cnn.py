# cause: load_module_tar_tempdir
# expect: FileExistsError: \[Errno 17\] File exists: '.*/artifacts/tiny_cnn'
# env: TVM_BACKTRACE=1
import json
import os

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class TinyCnn:
    @R.function
    def main(x: R.Tensor((1, 1, 8, 8), "float32"), w: R.Tensor((2, 1, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.relu(R.nn.conv2d(x, w, padding=[1, 1]))
            R.output(y)
        return y


# artifacts/tiny_cnn/ holds the preprocessing config, artifacts/tiny_cnn.tar the compiled model
os.makedirs("artifacts/tiny_cnn", exist_ok=True)
with open("artifacts/tiny_cnn/preprocess.json", "w") as f:
    json.dump({"mean": 0.5, "std": 0.25}, f)

ex = tvm.compile(TinyCnn, target="llvm")
ex.export_library("artifacts/tiny_cnn.tar")

lib = tvm.runtime.load_module("artifacts/tiny_cnn.tar")
vm = relax.VirtualMachine(lib, tvm.cpu())
x = np.ones((1, 1, 8, 8), dtype="float32")
w = np.full((2, 1, 3, 3), 0.1, dtype="float32")
print(vm["main"](x, w).numpy()[0, :, 0, 0])
