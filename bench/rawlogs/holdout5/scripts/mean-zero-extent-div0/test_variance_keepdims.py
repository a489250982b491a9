# cause: mean-zero-extent-div0
# expect: Divide by zero
# capture: pytest
import numpy as np
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def _build(mod):
    return tvm.compile(mod, target="llvm")


def test_variance_regular_shape():
    @I.ir_module
    class Mod:
        @R.function
        def main(x: R.Tensor((3, 4), "float32")):
            with R.dataflow():
                v = R.variance(x, axis=[0], keepdims=True)
                R.output(v)
            return v

    ex = _build(Mod)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    data = np.arange(12, dtype="float32").reshape(3, 4)
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(data)).numpy(), data.var(axis=0, keepdims=True), rtol=1e-5)


def test_variance_empty_batch():
    @I.ir_module
    class Mod:
        @R.function
        def main(x: R.Tensor((0, 4), "float32")):
            with R.dataflow():
                v = R.variance(x, axis=[0], keepdims=True)
                R.output(v)
            return v

    _build(Mod)
