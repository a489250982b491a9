# cause: split_disable_predication_oob
# expect: Segfault encountered
# capture: stderr
# row sums over a ragged sequence length; the reduction axis is tiled with one big tile and no predicate
import numpy as np
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def rowsum(X: T.Buffer((64, 3000), "float32"), S: T.Buffer((64,), "float32")):
    for i, k in T.grid(64, 3000):
        with T.sblock("S"):
            vi, vk = T.axis.remap("SR", [i, k])
            with T.init():
                S[vi] = T.float32(0)
            S[vi] = S[vi] + X[vi, vk]


sch = s_tir.Schedule(rowsum)
i, k = sch.get_loops("S")
ko, ki = sch.split(k, [None, 1 << 24], disable_predication=True)
f = tvm.compile(sch.mod, target="llvm")
x = tvm.runtime.tensor(np.ones((64, 3000), "float32"))
s = tvm.runtime.tensor(np.zeros(64, "float32"))
f(x, s)
print(s.numpy()[:4])
