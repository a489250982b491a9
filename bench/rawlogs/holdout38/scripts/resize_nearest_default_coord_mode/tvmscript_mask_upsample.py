# cause: resize_nearest_default_coord_mode
# expect: AssertionError: label map
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class MaskUp:
    @R.function
    def main(m: R.Tensor((1, 1, 5, 5), "int32")):
        with R.dataflow():
            y = R.image.resize2d(m, (8, 8), method="nearest_neighbor")
            R.output(y)
        return y

labels = np.arange(25, dtype="int32").reshape(1, 1, 5, 5)
ex = tvm.compile(MaskUp, target="llvm")
out = relax.VirtualMachine(ex, tvm.cpu())["main"](tvm.runtime.tensor(labels)).numpy()
idx = (np.arange(8) * 5 // 8)
ref = labels[:, :, idx][:, :, :, idx]
assert (out == ref).all(), f"label map differs in {(out != ref).sum()} of {out.size} pixels"
