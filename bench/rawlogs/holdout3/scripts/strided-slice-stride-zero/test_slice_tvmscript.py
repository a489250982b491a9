# cause: strided-slice-stride-zero
# expect: test_every_other_token[\s\S]*Divide by zero
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T


def _compile_and_run(mod, arr):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    return vm["main"](tvm.runtime.tensor(arr)).numpy()


def test_first_tokens():
    @I.ir_module
    class FirstTokens:
        @R.function
        def main(x: R.Tensor((2, 10, 4), "float32")):
            y = R.strided_slice(x, axes=[1], begin=[0], end=[4])
            return y

    a = np.arange(80, dtype="float32").reshape(2, 10, 4)
    np.testing.assert_allclose(_compile_and_run(FirstTokens, a), a[:, :4])


def test_every_other_token():
    @I.ir_module
    class EveryOther:
        @R.function
        def main(x: R.Tensor(("b", 10, 4), "float32")):
            b = T.int64()
            y = R.strided_slice(x, axes=[1], begin=[1], end=[10], strides=[0])
            return y

    a = np.arange(80, dtype="float32").reshape(2, 10, 4)
    np.testing.assert_allclose(_compile_and_run(EveryOther, a), a[:, 1::2])
