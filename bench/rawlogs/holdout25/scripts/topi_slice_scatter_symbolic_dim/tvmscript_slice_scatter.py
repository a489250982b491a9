# cause: topi_slice_scatter_symbolic_dim
# expect: ValueError: Expect value to be constant int
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Patch:
    @R.function
    def main(img: R.Tensor(("rows", 64), "float32"), patch: R.Tensor((8, 64), "float32")):
        with R.dataflow():
            out = R.slice_scatter(img, patch, 8, 16, 1, axis=0)
            R.output(out)
        return out


def test_patch_rows():
    vm = relax.VirtualMachine(tvm.compile(Patch, "llvm"), tvm.cpu())
    img = np.zeros((32, 64), "float32")
    patch = np.ones((8, 64), "float32")
    ref = img.copy(); ref[8:16] = 1
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(img), tvm.runtime.tensor(patch)).numpy(), ref)
