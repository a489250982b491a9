# cause: duplicate-global-symbol-copy
# expect: IRModule contains duplicate global symbol: main
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((1, 16), "float32"), w: R.Tensor((16, 16), "float32")) -> R.Tensor((1, 16), "float32"):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


def test_two_entry_points():
    mod = Model.clone()
    mod["main_batch1"] = mod["main"]      # same graph, second entry point for the batch-1 path
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.rand(1, 16).astype("float32")
    w = np.random.rand(16, 16).astype("float32")
    np.testing.assert_allclose(vm["main_batch1"](tvm.runtime.tensor(x), tvm.runtime.tensor(w)).numpy(), x @ w, rtol=1e-5)
