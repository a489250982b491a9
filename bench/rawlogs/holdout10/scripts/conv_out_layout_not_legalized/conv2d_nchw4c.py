# cause: conv_out_layout_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

def build_and_run(mod, *arrays, fn="main"):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm[fn](*[tvm.runtime.tensor(a) for a in arrays])


@I.ir_module
class Packed:
    @R.function
    def main(x: R.Tensor((1, 2, 8, 8, 4), "float32"), w: R.Tensor((8, 8, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, data_layout="NCHW4c", kernel_layout="OIHW", out_layout="NCHW4c")
            R.output(y)
        return y


def test_packed_conv():
    x = np.random.rand(1, 2, 8, 8, 4).astype("float32")
    w = np.random.rand(8, 8, 3, 3).astype("float32")
    out = build_and_run(Packed, x, w)
    assert out.shape == (1, 2, 6, 6, 4)
