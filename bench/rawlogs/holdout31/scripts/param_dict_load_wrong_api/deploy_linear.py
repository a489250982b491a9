# cause: param_dict_load_wrong_api
# expect: TypeError: string argument without an encoding
import os
import tempfile

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Linear:
    @R.function
    def main(x: R.Tensor((2, 4), "float32"), weight: R.Tensor((4, 3), "float32"), bias: R.Tensor((3,), "float32")):
        with R.dataflow():
            y = R.add(R.matmul(x, weight), bias)
            R.output(y)
        return y


workdir = tempfile.mkdtemp()
ex = tvm.compile(Linear, target="llvm")
ex.export_library(os.path.join(workdir, "linear.so"))
rng = np.random.default_rng(0)
tvm.runtime.save_param_dict_to_file(
    {"weight": rng.standard_normal((4, 3)).astype("float32"), "bias": np.zeros(3, dtype="float32")},
    os.path.join(workdir, "linear.params"),
)

# --- deployment side ---
lib = tvm.runtime.load_module(os.path.join(workdir, "linear.so"))
params = tvm.runtime.load_param_dict(os.path.join(workdir, "linear.params"))
vm = relax.VirtualMachine(lib, tvm.cpu())
x = np.ones((2, 4), dtype="float32")
print(vm["main"](x, params["weight"], params["bias"]).numpy())
