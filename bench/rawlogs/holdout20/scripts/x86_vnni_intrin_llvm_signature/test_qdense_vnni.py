# cause: x86_vnni_intrin_llvm_signature
# expect: Call parameter type does not match function signature
# capture: pytest
import numpy as np
import pytest
import tvm
import tvm.s_tir.tensor_intrin
from tvm import s_tir
from tvm.s_tir.tensor_intrin.x86 import VNNI_DOT_16x4_INTRIN
from tvm.script import tirx as T
np.random.seed(0)


def make_qdense(m, n, k):
    @T.prim_func(s_tir=True)
    def qdense(A: T.Buffer((m, k), "uint8"), B: T.Buffer((n // 16, k // 4, 16, 4), "int8"),
               C: T.Buffer((m, n), "int32")):
        for i, j, r in T.grid(m, n, k):
            with T.sblock("compute"):
                vi, vj, vr = T.axis.remap("SSR", [i, j, r])
                with T.init():
                    C[vi, vj] = 0
                C[vi, vj] += T.Cast("int32", A[vi, vr]) * T.Cast("int32", B[vj // 16, vr // 4, vj % 16, vr % 4])
    return qdense


def schedule_vnni(func):
    sch = s_tir.Schedule(func)
    b = sch.get_sblock("compute")
    i, j, r = sch.get_loops(b)
    io, ii = sch.split(i, [None, 4])
    jo, ji = sch.split(j, [None, 16])
    ro, ri = sch.split(r, [None, 4])
    sch.reorder(io, jo, ro, ii, ji, ri)
    sch.parallel(sch.fuse(io, jo))
    sch.decompose_reduction(b, ro)
    sch.tensorize(ji, VNNI_DOT_16x4_INTRIN)
    return sch


@pytest.mark.parametrize("m,n,k", [(32, 64, 128)])
def test_qdense_vnni(m, n, k):
    sch = schedule_vnni(make_qdense(m, n, k))
    f = tvm.compile(sch.mod, target={"kind": "llvm", "mcpu": "icelake-server"})
    a = np.random.randint(0, 16, (m, k)).astype("uint8")
    b = np.random.randint(-8, 8, (n, k)).astype("int8")
    bp = b.reshape(n // 16, 16, k // 4, 4).transpose(0, 2, 1, 3).copy()
    c = tvm.runtime.tensor(np.zeros((m, n), "int32"))
    f(tvm.runtime.tensor(a), tvm.runtime.tensor(bp), c)
    np.testing.assert_equal(c.numpy(), a.astype("int32") @ b.astype("int32").T)
