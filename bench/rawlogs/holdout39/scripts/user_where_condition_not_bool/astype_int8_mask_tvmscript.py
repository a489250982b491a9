# cause: user_where_condition_not_bool
# expect: Where requires the input condition tensor to have boolean dtype
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

@tvm.script.ir_module
class Relu:
    @R.function
    def main(x: R.Tensor((3, 3), "float32")) -> R.Tensor((3, 3), "float32"):
        with R.dataflow():
            m = R.astype(R.greater(x, R.const(0.0, "float32")), "int8")
            y = R.where(m, x, R.zeros(R.shape([3, 3]), "float32"))
            R.output(y)
        return y

def test_relu():
    ex = tvm.compile(Relu, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a = np.random.default_rng(0).standard_normal((3, 3)).astype("float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(a)).numpy(), np.maximum(a, 0))
