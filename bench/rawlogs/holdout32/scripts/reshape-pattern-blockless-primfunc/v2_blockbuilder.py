# cause: reshape-pattern-blockless-primfunc
# expect: SBlockRealizeNode>\(\)\) is false
# capture: pytest
# post: truncate=0.5
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, tirx as T


@I.ir_module
class Kernels:
    @T.prim_func
    def flatten(A: T.Buffer((2, 3, 4), "float32"), B: T.Buffer((2, 12), "float32")):
        for i, j in T.grid(2, 12):
            B[i, j] = A[i, j // 4, j % 4]


def build():
    bb = relax.BlockBuilder(Kernels.clone())
    gv = bb.get().get_global_var("flatten")
    x = relax.Var("x", relax.TensorType((2, 3, 4), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.call_tir(gv, (x,), relax.TensorType((2, 12), "float32")))
            out = bb.emit_output(relax.op.multiply(y, relax.const(2.0, "float32")))
        bb.emit_func_output(out)
    return bb.get()


def test_flatten():
    ex = tvm.compile(build(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.rand(2, 3, 4).astype("float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), 2 * x.reshape(2, 12), rtol=1e-6)
