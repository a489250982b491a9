# cause: inplace_mutates_input
# expect: Not equal to tolerance
# capture: notebook
# env: TVM_BACKTRACE=1
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T


@I.ir_module
class Scale:
    @T.prim_func
    def scale_rows(A: T.Buffer((3, 5), "float32"), S: T.Buffer((3,), "float32")):
        for i, j in T.grid(3, 5):
            A[i, j] = A[i, j] * S[i]

    @R.function
    def main(x: R.Tensor((3, 5), "float32"), s: R.Tensor((3,), "float32")):
        cls = Scale
        y = R.call_tir_inplace(cls.scale_rows, (x, s), [0], out_ty=R.Tensor((3, 5), "float32"))
        return y


ex = tvm.compile(Scale, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

# %%
x = np.arange(15, dtype="float32").reshape(3, 5)
s = np.array([1.0, 2.0, 3.0], dtype="float32")
out = vm["main"](x, s).numpy()

# %%
expected = x * s[:, None]
np.testing.assert_allclose(out, expected)
