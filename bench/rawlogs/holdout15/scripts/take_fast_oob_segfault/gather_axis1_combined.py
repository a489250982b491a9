# cause: take_fast_oob_segfault
# expect: Fast mode segfaults
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Gather:
    @R.function
    def main(x: R.Tensor((16, 4096), "float32"), i: R.Tensor((8,), "int32")):
        with R.dataflow():
            y = R.take(x, i, axis=1, mode="fast")
            R.output(y)
        return y


print("compiling gather kernel")
ex = tvm.compile(Gather, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
idx = np.array([0, 1, 2, 3, 4095, 2**30, 7, 8], "int32")
print("running with indices", idx.tolist())
res = vm["main"](tvm.runtime.tensor(np.ones((16, 4096), "float32")), tvm.runtime.tensor(idx))
print(res.numpy()[:, :4])
