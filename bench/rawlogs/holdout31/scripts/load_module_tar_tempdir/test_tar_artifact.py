# cause: load_module_tar_tempdir
# expect: FileNotFoundError: \[Errno 2\] No such file or directory: '.*/build/llvmget-x86_64/decoder'
# capture: pytest-short
import os

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Decoder:
    @R.function
    def main(z: R.Tensor((2, 4), "float32"), w: R.Tensor((4, 8), "float32")):
        with R.dataflow():
            y = R.sigmoid(R.matmul(z, w))
            R.output(y)
        return y


TARGET = "llvm"
OUT_DIR = os.path.join("build", f"{TARGET}.target-x86_64")


def test_tar_artifact_roundtrip():
    os.makedirs(OUT_DIR, exist_ok=True)
    path = os.path.join(OUT_DIR, "decoder.tar")
    tvm.compile(Decoder, target=TARGET).export_library(path)
    vm = relax.VirtualMachine(tvm.runtime.load_module(path), tvm.cpu())
    z = np.zeros((2, 4), dtype="float32")
    w = np.ones((4, 8), dtype="float32")
    np.testing.assert_allclose(vm["main"](z, w).numpy(), np.full((2, 8), 0.5))
