# cause: call-tir-argument-type-mismatch
# expect: test_transpose_wrong_layout[\s\S]*type mismatch
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def transpose_4x8(a: T.Buffer((4, 8), "float32"), b: T.Buffer((8, 4), "float32")):
    for i, j in T.grid(8, 4):
        with T.sblock("t"):
            vi, vj = T.axis.remap("SS", [i, j])
            b[vi, vj] = a[vj, vi]


def build(in_shape):
    bb = relax.BlockBuilder()
    gv = bb.add_func(transpose_4x8, "transpose_4x8")
    x = relax.Var("x", relax.TensorType(in_shape, "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.call_tir(gv, (x,), relax.TensorType((8, 4), "float32")))
        bb.emit_func_output(y)
    return tvm.compile(bb.get(), target="llvm")


def test_transpose():
    vm = relax.VirtualMachine(build((4, 8)), tvm.cpu())
    a = np.arange(32, dtype="float32").reshape(4, 8)
    np.testing.assert_array_equal(vm["main"](tvm.runtime.tensor(a)).numpy(), a.T)


def test_transpose_wrong_layout():
    build((8, 4))
