# cause: inplace_mutates_input
# expect: Not equal to tolerance
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T

BIAS = np.array([0.5, -0.5, 1.0, -1.0], dtype="float32")


@I.ir_module
class AddBias:
    @T.prim_func
    def add_into(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
        for i in range(4):
            A[i] = A[i] + B[i]

    @R.function
    def main(x: R.Tensor((4,), "float32")):
        cls = AddBias
        bias = R.const(BIAS)
        # accumulate into the bias buffer to avoid allocating an output
        y = R.call_tir_inplace(cls.add_into, (bias, x), [0], out_ty=R.Tensor((4,), "float32"))
        return y


ex = tvm.compile(AddBias, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

batch = [np.full(4, v, dtype="float32") for v in (1.0, 2.0, 3.0)]
for step, x in enumerate(batch):
    got = vm["main"](x).numpy()
    print("step", step, got)
    np.testing.assert_allclose(got, x + BIAS, rtol=1e-6)
