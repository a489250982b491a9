# cause: loop_kind_on_reduction_loop
# expect: The "vectorize" cannot be fulfilled
# capture: pytest-short
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def l2norm_sq(X: T.Buffer((256, 512), "float32"), N: T.Buffer((256,), "float32")):
    for i, k in T.grid(256, 512):
        with T.sblock("sumsq"):
            vi, vk = T.axis.remap("SR", [i, k])
            with T.init():
                N[vi] = T.float32(0)
            N[vi] = N[vi] + X[vi, vk] * X[vi, vk]


def test_vectorized_sumsq():
    sch = s_tir.Schedule(l2norm_sq)
    i, k = sch.get_loops("sumsq")
    ko, ki = sch.split(k, [None, 16])
    sch.parallel(i)
    sch.vectorize(ki)
    tvm.compile(sch.mod, target="llvm")
