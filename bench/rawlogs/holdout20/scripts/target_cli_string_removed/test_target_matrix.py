# cause: target_cli_string_removed
# expect: Cannot parse target string
# capture: pytest
import pytest
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def axpy(X: T.Buffer((8192,), "float32"), Y: T.Buffer((8192,), "float32"), Z: T.Buffer((8192,), "float32")):
    for i in range(8192):
        with T.sblock("Z"):
            vi = T.axis.remap("S", [i])
            Z[vi] = X[vi] * T.float32(2) + Y[vi]


def schedule():
    sch = s_tir.Schedule(axpy)
    (i,) = sch.get_loops("Z")
    io, ii = sch.split(i, [None, 8])
    sch.vectorize(ii)
    return sch.mod


@pytest.mark.parametrize("target", ["llvm -mattr=+avx2,+fma"])
def test_axpy_builds(target):
    tvm.compile(schedule(), target=target)
