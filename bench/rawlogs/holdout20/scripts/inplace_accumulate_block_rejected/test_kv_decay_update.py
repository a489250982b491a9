# cause: inplace_accumulate_block_rejected
# expect: does not have compact dataflow
# capture: pytest-native
import numpy as np
import tvm
from tvm import s_tir
from tvm.script import tirx as T
np.random.seed(0)


@T.prim_func(s_tir=True)
def state_update(S: T.Buffer((32, 64, 64), "float16"), K: T.Buffer((32, 64), "float16"),
                 V: T.Buffer((32, 64), "float16")):
    # linear-attention style recurrent state: S = 0.9 * S + k^T v, updated in place
    for h, i, j in T.grid(32, 64, 64):
        with T.sblock("update"):
            vh, vi, vj = T.axis.remap("SSS", [h, i, j])
            S[vh, vi, vj] = S[vh, vi, vj] * T.float16(0.9) + K[vh, vi] * V[vh, vj]


def test_state_update_parallel():
    sch = s_tir.Schedule(state_update)
    h, i, j = sch.get_loops("update")
    hi = sch.fuse(h, i)
    sch.parallel(hi)
    sch.vectorize(j)
    f = tvm.compile(sch.mod, target="llvm")
    s = np.random.rand(32, 64, 64).astype("float16")
    k = np.random.rand(32, 64).astype("float16")
    v = np.random.rand(32, 64).astype("float16")
    st = tvm.runtime.tensor(s)
    f(st, tvm.runtime.tensor(k), tvm.runtime.tensor(v))
