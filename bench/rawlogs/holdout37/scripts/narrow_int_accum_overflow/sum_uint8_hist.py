# cause: narrow_int_accum_overflow
# expect: AssertionError
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Bright:
    @R.function
    def main(img: R.Tensor((32, 32), "uint8")):
        with R.dataflow():
            s = R.sum(img, axis=None)
            R.output(s)
        return s


vm = relax.VirtualMachine(tvm.compile(Bright, target="llvm"), tvm.cpu())
img = np.random.default_rng(0).integers(0, 256, (32, 32)).astype("uint8")
total = vm["main"](tvm.runtime.tensor(img)).numpy()
print("total brightness", total, total.dtype)
assert int(total) == int(img.sum()), (int(total), int(img.sum()))
