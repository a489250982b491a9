# cause: split_disable_predication_oob
# expect: Segfault encountered
# capture: combined
# mean-pool over tokens: tile the token axis by 4M "because every batch fits in one tile"
import numpy as np
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def mean_pool(H: T.Buffer((8, 1000, 256), "float32"), P: T.Buffer((8, 256), "float32")):
    for b, d, t in T.grid(8, 256, 1000):
        with T.sblock("pool"):
            vb, vd, vt = T.axis.remap("SSR", [b, d, t])
            with T.init():
                P[vb, vd] = T.float32(0)
            P[vb, vd] = P[vb, vd] + H[vb, vt, vd] * T.float32(0.001)


sch = s_tir.Schedule(mean_pool)
b, d, t = sch.get_loops("pool")
to, ti = sch.split(t, [None, 1 << 22], disable_predication=True)
print(sch.mod.script())
f = tvm.compile(sch.mod, target="llvm")
h = tvm.runtime.tensor(np.ones((8, 1000, 256), "float32"))
p = tvm.runtime.tensor(np.zeros((8, 256), "float32"))
f(h, p)
print("pooled", p.numpy()[0, :4])
