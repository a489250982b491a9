# cause: tensorize_noncompact_region_miscompile
# expect: AssertionError
# capture: pytest-line
import numpy as np
import pytest
import tvm
import tvm.s_tir.tensor_intrin
from tvm import s_tir
from tvm.s_tir.tensor_intrin.x86 import AVX512_DOT_16x4_INTRIN
from tvm.script import tirx as T
np.random.seed(0)


def qmatmul(m, n, k):
    @T.prim_func(s_tir=True)
    def func(X: T.Buffer((m, k), "uint8"), Wt: T.Buffer((n, k), "int8"), Y: T.Buffer((m, n), "int32")):
        for i, j, r in T.grid(m, n, k):
            with T.sblock("Y"):
                vi, vj, vr = T.axis.remap("SSR", [i, j, r])
                with T.init():
                    Y[vi, vj] = 0
                Y[vi, vj] += T.Cast("int32", X[vi, vr]) * T.Cast("int32", Wt[vj, vr])
    return func


@pytest.mark.parametrize("shape", [(16, 32, 64)])
def test_avx512_int8_dense(shape):
    m, n, k = shape
    sch = s_tir.Schedule(qmatmul(m, n, k))
    y = sch.get_sblock("Y")
    i, j, r = sch.get_loops(y)
    jo, ji = sch.split(j, [None, 16])
    ro, ri = sch.split(r, [None, 4])
    sch.reorder(i, jo, ro, ji, ri)
    sch.decompose_reduction(y, ro)
    sch.tensorize(ji, AVX512_DOT_16x4_INTRIN)
    f = tvm.compile(sch.mod, target={"kind": "llvm", "mcpu": "skylake-avx512"})
    x = np.random.randint(0, 4, (m, k)).astype("uint8")
    w = np.random.randint(-4, 4, (n, k)).astype("int8")
    out = tvm.runtime.tensor(np.zeros((m, n), "int32"))
    f(tvm.runtime.tensor(x), tvm.runtime.tensor(w), out)
    np.testing.assert_array_equal(out.numpy(), x.astype("int32") @ w.astype("int32").T)
