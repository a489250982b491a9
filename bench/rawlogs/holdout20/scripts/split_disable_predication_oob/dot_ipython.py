# cause: split_disable_predication_oob
# expect: Segfault encountered
# capture: ipython
import numpy as np
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def dot(a: T.Buffer((5000,), "float32"), b: T.Buffer((5000,), "float32"), out: T.Buffer((1,), "float32")):
    for k in range(5000):
        with T.sblock("dot"):
            vk = T.axis.remap("R", [k])
            with T.init():
                out[0] = T.float32(0)
            out[0] = out[0] + a[vk] * b[vk]


sch = s_tir.Schedule(dot)
(k,) = sch.get_loops("dot")
ko, ki = sch.split(k, [None, 1 << 24], disable_predication=True)
f = tvm.compile(sch.mod, target="llvm")
a = tvm.runtime.tensor(np.ones(5000, "float32"))
b = tvm.runtime.tensor(np.ones(5000, "float32"))
out = tvm.runtime.tensor(np.zeros(1, "float32"))
f(a, b, out)
print("dot =", out.numpy()[0])
