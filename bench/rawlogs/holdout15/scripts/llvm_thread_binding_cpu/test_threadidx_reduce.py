# cause: llvm_thread_binding_cpu
# expect: GetThreadIndex|not implemented
# capture: pytest
import numpy as np
import tvm
from tvm import te


def make_rowsum(n, m):
    A = te.placeholder((n, m), name="A")
    k = te.reduce_axis((0, m), name="k")
    B = te.compute((n,), lambda i: te.sum(A[i, k], axis=k), name="B")
    return te.create_prim_func([A, B])


def test_rowsum_threads_on_cpu():
    sch = tvm.s_tir.Schedule(make_rowsum(32, 64))
    i, k = sch.get_loops(sch.get_sblock("B"))
    sch.bind(i, "threadIdx.x")
    f = tvm.compile(sch.mod, target="llvm")
    a = np.random.rand(32, 64).astype("float32")
    b = tvm.runtime.tensor(np.zeros(32, "float32"))
    f(tvm.runtime.tensor(a), b)
    np.testing.assert_allclose(b.numpy(), a.sum(1), rtol=1e-5)
