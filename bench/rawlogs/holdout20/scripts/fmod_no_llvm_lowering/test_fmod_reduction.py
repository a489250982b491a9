# cause: fmod_no_llvm_lowering
# expect: unknown intrinsic
# capture: pytest
import numpy as np
import tvm
from tvm import s_tir
from tvm.script import tirx as T
np.random.seed(0)


@T.prim_func(s_tir=True)
def fmod_sum(A: T.Buffer((128, 512), "float32"), B: T.Buffer((128,), "float32")):
    for i, k in T.grid(128, 512):
        with T.sblock("acc"):
            vi, vk = T.axis.remap("SR", [i, k])
            with T.init():
                B[vi] = T.float32(0)
            B[vi] = B[vi] + T.fmod(A[vi, vk], T.float32(1.0))


def test_fractional_sum():
    sch = s_tir.Schedule(fmod_sum)
    i, k = sch.get_loops("acc")
    sch.parallel(i)
    ko, ki = sch.split(k, [None, 4])
    sch.unroll(ki)
    f = tvm.compile(sch.mod, target="llvm")
    a = np.random.rand(128, 512).astype("float32") * 10
    b = tvm.runtime.tensor(np.zeros(128, "float32"))
    f(tvm.runtime.tensor(a), b)
    np.testing.assert_allclose(b.numpy(), np.fmod(a, 1.0).sum(1), rtol=1e-4)
