# cause: reshape-pattern-blockless-primfunc
# expect: Check failed: \(func->body->IsInstance<s_tir::SBlockRealizeNode>\(\)\) is false
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Model:
    @T.prim_func
    def transpose(A: T.Buffer((4, 8), "float32"), B: T.Buffer((8, 4), "float32")):
        for i, j in T.grid(8, 4):
            B[i, j] = A[j, i]

    @R.function
    def main(x: R.Tensor((4, 8), "float32")) -> R.Tensor((8, 4), "float32"):
        cls = Model
        with R.dataflow():
            y = R.call_tir(cls.transpose, (x,), R.Tensor((8, 4), "float32"))
            z = R.nn.relu(y)
            R.output(z)
        return z


ex = tvm.compile(Model, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.randn(4, 8).astype("float32")
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), np.maximum(x.T, 0))
