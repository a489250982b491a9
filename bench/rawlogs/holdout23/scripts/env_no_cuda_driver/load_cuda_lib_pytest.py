# cause: env_no_cuda_driver
# expect: Library binary was created using \{cuda\} but a loader of that name is not registered
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

import os
WORKDIR = "build"
os.makedirs(WORKDIR, exist_ok=True)


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((128,), "float32")):
        with R.dataflow():
            y = R.sigmoid(x)
            R.output(y)
        return y


def test_roundtrip_cuda_artifact():
    ex = tvm.compile(Mod, target=tvm.target.Target("cuda"))
    path = "sigmoid_cuda.so"
    ex.export_library(path, workspace_dir=WORKDIR)
    lib = tvm.runtime.load_module(path)
    vm = relax.VirtualMachine(lib, tvm.cuda())
    out = vm["main"](tvm.runtime.tensor(np.zeros(128, "float32"), tvm.cuda()))
    np.testing.assert_allclose(out.numpy(), 0.5)
