# cause: sblock_without_s_tir_flag
# expect: Program is not well-formed
# capture: pytest-line
import numpy as np
import tvm
from tvm import s_tir


def get_transpose():
    from tvm.script import tirx as T

    @T.prim_func
    def transpose(A: T.Buffer((512, 256), "float32"), B: T.Buffer((256, 512), "float32")):
        for i, j in T.grid(256, 512):
            with T.sblock("B"):
                vi, vj = T.axis.remap("SS", [i, j])
                B[vi, vj] = A[vj, vi]

    return transpose


def test_tiled_transpose():
    sch = s_tir.Schedule(get_transpose())
    i, j = sch.get_loops("B")
    io, ii = sch.split(i, [None, 8])
    jo, ji = sch.split(j, [None, 8])
    sch.reorder(io, jo, ii, ji)
    f = tvm.compile(sch.mod, target="llvm")
    a = np.arange(512 * 256, dtype="float32").reshape(512, 256)
    b = tvm.runtime.tensor(np.zeros((256, 512), "float32"))
    f(tvm.runtime.tensor(a), b)
    np.testing.assert_array_equal(b.numpy(), a.T)
