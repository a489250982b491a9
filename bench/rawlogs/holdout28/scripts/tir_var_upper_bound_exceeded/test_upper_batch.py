# cause: tir_var_upper_bound_exceeded
# expect: in region that is
# capture: pytest-native
import numpy as np
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Norm:
    @R.function
    def main(x: R.Tensor(("b", 3, 32, 32), "float32")):
        R.func_attr({"tir_var_upper_bound": {"b": 4}})
        with R.dataflow():
            m = R.mean(x, axis=[2, 3], keepdims=True)
            c = R.subtract(x, m)
            s = R.multiply(c, c)
            y = R.divide(c, R.add(R.sqrt(R.mean(s, axis=[2, 3], keepdims=True)), R.const(1e-5, "float32")))
            R.output(y)
        return y


@pytest.mark.parametrize("batch", [1, 4, 16])
def test_instance_norm(batch):
    vm = relax.VirtualMachine(tvm.compile(Norm, target="llvm"), tvm.cpu())
    x = np.random.default_rng(batch).random((batch, 3, 32, 32), dtype="float32")
    assert vm["main"](tvm.runtime.tensor(x)).shape == x.shape
