# cause: take_fast_mode_oob_segfault
# expect: Segfault encountered
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Gather:
    @R.function
    def main(x: R.Tensor((8, 4), "float32"), idx: R.Tensor((2,), "int32")):
        with R.dataflow():
            y = R.take(x, idx, axis=0, mode="fast")
            R.output(y)
        return y


ex = tvm.compile(Gather, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = tvm.runtime.tensor(np.ones((8, 4), "float32"))
idx = tvm.runtime.tensor(np.array([0, -2000000000], "int32"))
print(vm["main"](x, idx))
