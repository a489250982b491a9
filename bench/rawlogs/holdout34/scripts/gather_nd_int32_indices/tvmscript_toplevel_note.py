# cause: gather_nd_int32_indices
# expect: note: run with `TVM_BACKTRACE=1`
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Pick:
    @R.function
    def main(x: R.Tensor((4, 4), "float32"), idx: R.Tensor((3, 2), "int32")):
        with R.dataflow():
            y = R.gather_nd(x, idx)
            R.output(y)
        return y


vm = relax.VirtualMachine(tvm.compile(Pick, target="llvm"), tvm.cpu())
x = np.arange(16, dtype="float32").reshape(4, 4)
idx = np.array([[0, 0], [1, 2], [3, 3]], dtype="int32")
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(idx)).numpy(), x[idx[:, 0], idx[:, 1]])
