# cause: executable_called_without_vm
# expect: Module has no function 'main'
# capture: pytest
# post: truncate=0.45
import os

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Scale:
    @R.function
    def main(x: R.Tensor((4,), "float32")):
        with R.dataflow():
            y = R.multiply(x, R.const(2.0, "float32"))
            R.output(y)
        return y


def test_exported_library_roundtrip():
    ex = tvm.compile(Scale, target="llvm")
    os.makedirs("export", exist_ok=True)
    path = os.path.join("export", "scale.so")
    ex.export_library(path)
    lib = tvm.runtime.load_module(path)
    x = tvm.runtime.tensor(np.arange(4, dtype="float32"))
    y = lib["main"](x)
    np.testing.assert_allclose(y.numpy(), [0.0, 2.0, 4.0, 6.0])
