# cause: tile_negative_repeats
# expect: bad_alloc
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Tiled:
    @R.function
    def main(x: R.Tensor((3,), "float32")):
        with R.dataflow():
            y = R.tile(x, [2, -3])
            R.output(y)
        return y

vm = relax.VirtualMachine(tvm.compile(Tiled, target="llvm"), tvm.cpu())
x = np.array([1.0, 2.0, 3.0], dtype="float32")
print(vm["main"](tvm.runtime.tensor(x)).numpy())
