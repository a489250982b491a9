# cause: tvmscript_sblock_without_s_tir
# expect: TIR verifier does not support statement
# capture: pytest-native
import tvm
from tvm.script import tirx as T


def get_matmul():
    @T.prim_func
    def mm(a: T.Buffer((32, 32), "float32"), b: T.Buffer((32, 32), "float32"), c: T.Buffer((32, 32), "float32")):
        for i, j, k in T.grid(32, 32, 32):
            with T.sblock("C"):
                vi, vj, vk = T.axis.remap("SSR", [i, j, k])
                with T.init():
                    c[vi, vj] = T.float32(0)
                c[vi, vj] = c[vi, vj] + a[vi, vk] * b[vk, vj]

    return mm


def test_split_k():
    sch = tvm.s_tir.Schedule(get_matmul())
    i, j, k = sch.get_loops(sch.get_sblock("C"))
    ko, ki = sch.split(k, factors=[None, 8])
    sch.reorder(ko, i, j, ki)
