# cause: vm-input-signature-mismatch
# expect: expect Tensor with dtype float32 but get float64
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Scale:
    @R.function
    def main(x: R.Tensor((3,), "float32")):
        with R.dataflow():
            y = R.multiply(x, R.const(2.0, "float32"))
            R.output(y)
        return y


VM = relax.VirtualMachine(tvm.compile(Scale, target="llvm"), tvm.cpu())


def test_float32_input():
    out = VM["main"](tvm.runtime.tensor(np.array([1, 2, 3], "float32"))).numpy()
    assert out.tolist() == [2, 4, 6]


def test_default_numpy_dtype():
    out = VM["main"](tvm.runtime.tensor(np.array([1.0, 2.0, 3.0]))).numpy()
    assert out.tolist() == [2, 4, 6]
