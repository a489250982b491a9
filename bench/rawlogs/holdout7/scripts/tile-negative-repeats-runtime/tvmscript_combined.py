# cause: tile-negative-repeats-runtime
# expect: std::bad_alloc
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Rep:
    @R.function
    def main(x: R.Tensor((5,), "int32")):
        with R.dataflow():
            y = R.tile(x, [-3])
            R.output(y)
        return y


Rep.show()
ex = relax.build(Rep, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
res = vm["main"](tvm.runtime.tensor(np.arange(5, dtype="int32")))
print(res.numpy())
