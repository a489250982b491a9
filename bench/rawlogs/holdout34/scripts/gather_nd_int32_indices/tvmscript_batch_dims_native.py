# cause: gather_nd_int32_indices
# expect: GatherND requires the input indices to have int64 dtype
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


def test_gather_nd_batch_dims():
    @tvm.script.ir_module
    class Mod:
        @R.function
        def main(x: R.Tensor((2, 3, 4), "float32"), i: R.Tensor((2, 1), "int32")):
            with R.dataflow():
                y = R.gather_nd(x, i, batch_dims=1)
                R.output(y)
            return y

    x = np.arange(24, dtype="float32").reshape(2, 3, 4)
    i = np.array([[1], [2]], dtype="int32")
    vm = relax.VirtualMachine(tvm.compile(Mod, target="llvm"), tvm.cpu())
    got = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(i)).numpy()
    np.testing.assert_allclose(got, np.stack([x[b, i[b, 0]] for b in range(2)]))
