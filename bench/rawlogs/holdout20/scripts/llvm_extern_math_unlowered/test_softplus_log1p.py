# cause: llvm_extern_math_unlowered
# expect: unknown intrinsic
# capture: pytest-short
import numpy as np
import pytest
import tvm
from tvm import s_tir
from tvm.script import tirx as T
np.random.seed(0)


@T.prim_func(s_tir=True)
def softplus(X: T.Buffer((64, 256), "float16"), Y: T.Buffer((64, 256), "float16")):
    for i, j in T.grid(64, 256):
        with T.sblock("softplus"):
            vi, vj = T.axis.remap("SS", [i, j])
            Y[vi, vj] = T.log1p(T.exp(X[vi, vj]))


@pytest.fixture
def scheduled():
    sch = s_tir.Schedule(softplus)
    i, j = sch.get_loops("softplus")
    fused = sch.fuse(i, j)
    o, v = sch.split(fused, [None, 8])
    sch.parallel(o)
    sch.vectorize(v)
    return sch.mod


def test_softplus_matches_numpy(scheduled):
    f = tvm.compile(scheduled, target={"kind": "llvm", "mcpu": "skylake-avx512"})
    x = np.random.randn(64, 256).astype("float16")
    y = tvm.runtime.tensor(np.empty_like(x))
    f(tvm.runtime.tensor(x), y)
    np.testing.assert_allclose(y.numpy(), np.log1p(np.exp(x)), rtol=1e-2)
