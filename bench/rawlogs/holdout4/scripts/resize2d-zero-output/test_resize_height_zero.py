# cause: resize2d-zero-output
# expect: Divide by zero
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


def compile_resize(out_h, out_w):
    @I.ir_module
    class Resize:
        @R.function
        def main(x: R.Tensor((1, 1, 8, 8), "float32")):
            with R.dataflow():
                y = R.image.resize2d(x, R.shape([out_h, out_w]), method="nearest_neighbor")
                R.output(y)
            return y

    return tvm.compile(Resize, target="llvm")


def test_upsample():
    ex = compile_resize(16, 16)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones((1, 1, 8, 8), "float32")))
    assert out.numpy().shape == (1, 1, 16, 16)


def test_collapse_height():
    compile_resize(0, 8)
