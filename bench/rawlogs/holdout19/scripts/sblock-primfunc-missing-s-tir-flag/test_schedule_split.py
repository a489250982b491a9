# cause: sblock-primfunc-missing-s-tir-flag
# expect: TIR verifier does not support statement s_tir\.SBlockRealize
# capture: pytest
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func
def elementwise(A: T.Buffer((128, 128), "float32"), B: T.Buffer((128, 128), "float32")):
    for i, j in T.grid(128, 128):
        with T.sblock("B"):
            vi, vj = T.axis.remap("SS", [i, j])
            B[vi, vj] = A[vi, vj] * T.float32(2)


def test_split_elementwise():
    sch = s_tir.Schedule(elementwise)
    i, j = sch.get_loops(sch.get_sblock("B"))
    sch.split(i, factors=[None, 32])
