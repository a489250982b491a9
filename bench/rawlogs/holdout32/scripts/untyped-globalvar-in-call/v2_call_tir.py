# cause: untyped-globalvar-in-call
# expect: expects the first argument to be a TIR callee
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, tirx as T


@I.ir_module
class Kernels:
    @T.prim_func
    def square(A: T.Buffer((4, 4), "float32"), B: T.Buffer((4, 4), "float32")):
        for i, j in T.grid(4, 4):
            B[i, j] = A[i, j] * A[i, j]


def build_graph():
    bb = relax.BlockBuilder(Kernels.clone())
    x = relax.Var("x", relax.TensorType((4, 4), "float32"))
    with bb.function("main", [x]):
        sq = tvm.ir.GlobalVar("square")
        y = bb.emit(relax.call_tir(sq, (x,), relax.TensorType((4, 4), "float32")))
        bb.emit_func_output(y)
    return bb.get()


def test_square():
    mod = build_graph()
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.rand(4, 4).astype("float32")
    np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), x * x, rtol=1e-6)
