# cause: inplace_mutates_input
# expect: Not equal to tolerance
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T


@I.ir_module
class Act:
    @T.prim_func
    def relu_inplace(A: T.Buffer((4, 8), "float32")):
        for i, j in T.grid(4, 8):
            A[i, j] = T.max(A[i, j], T.float32(0))

    @R.function
    def main(x: R.Tensor((4, 8), "float32")):
        cls = Act
        y = R.call_tir_inplace(cls.relu_inplace, (x,), [0], out_ty=R.Tensor((4, 8), "float32"))
        return y


def test_relu_keeps_residual_input():
    ex = tvm.compile(Act, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x_np = np.linspace(-1, 1, 32, dtype="float32").reshape(4, 8)
    x = tvm.runtime.tensor(x_np)
    y = vm["main"](x)
    residual = x.numpy() + y.numpy()
    np.testing.assert_allclose(residual, x_np + np.maximum(x_np, 0), rtol=1e-6)
