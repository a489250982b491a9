# cause: sort_axis_out_of_range
# expect: Segfault encountered
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Rank:
    @R.function
    def main(x: R.Tensor((4, 7), "float32")):
        with R.dataflow():
            idx = R.argsort(x, axis=-3, dtype="int64")
            R.output(idx)
        return idx


ex = tvm.compile(Rank, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.rand(4, 7).astype("float32")
got = vm["main"](tvm.runtime.tensor(x)).numpy()
np.testing.assert_array_equal(got, np.argsort(x, axis=-1, kind="stable"))
print("argsort ok")
