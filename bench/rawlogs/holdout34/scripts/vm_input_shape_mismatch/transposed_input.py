# cause: vm_input_shape_mismatch
# expect: match_cast error
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

from tvm.script import tirx as T


@tvm.script.ir_module
class Bc:
    @R.function
    def main(x: R.Tensor(("n", 1), "float32")) -> R.Tensor(("n", 4), "float32"):
        n = T.int64()
        with R.dataflow():
            y = R.broadcast_to(x, R.shape([n, 4]))
            R.output(y)
        return y


vm = relax.VirtualMachine(tvm.compile(Bc, target="llvm"), tvm.cpu())
col = np.arange(3, dtype="float32").reshape(1, 3)
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(col)).numpy(), np.broadcast_to(col, (3, 4)))
