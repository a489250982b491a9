# cause: fmod_no_llvm_lowering
# expect: InternalError: unknown intrinsic
# capture: pytest-line
import numpy as np
import tvm
from tvm import s_tir
from tvm.script import tirx as T


def make(n):
    @T.prim_func(s_tir=True)
    def fmod64(X: T.Buffer((n,), "float64"), Y: T.Buffer((n,), "float64"), Z: T.Buffer((n,), "float64")):
        for i in range(n):
            with T.sblock("Z"):
                vi = T.axis.remap("S", [i])
                Z[vi] = T.fmod(X[vi], Y[vi])
    return fmod64


def test_fmod_float64_vectorized():
    sch = s_tir.Schedule(make(4096))
    (i,) = sch.get_loops("Z")
    _, v = sch.split(i, [None, 4])
    sch.vectorize(v)
    tvm.compile(sch.mod, target={"kind": "llvm", "mcpu": "skylake-avx512"})
