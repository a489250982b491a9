# cause: prim_func_missing_s_tir_flag
# expect: TIR verifier does not support statement s_tir\.SBlockRealize
# capture: pytest
import numpy as np
import tvm
from tvm.script import tirx as T


def test_vector_add():
    @T.prim_func
    def vadd(a: T.handle, b: T.handle, c: T.handle):
        A = T.match_buffer(a, (1024,), "float32")
        B = T.match_buffer(b, (1024,), "float32")
        C = T.match_buffer(c, (1024,), "float32")
        for i in range(1024):
            with T.sblock("C"):
                vi = T.axis.spatial(1024, i)
                C[vi] = A[vi] + B[vi]

    f = tvm.compile(vadd, target="llvm")
    a = tvm.runtime.tensor(np.ones(1024, "float32"))
    c = tvm.runtime.empty((1024,), "float32")
    f(a, a, c)
    np.testing.assert_allclose(c.numpy(), 2.0)
