# cause: llvm_extern_math_unlowered
# expect: unknown intrinsic
# capture: stderr
# hand-vectorized exact GELU microkernel: 16-wide loads/stores written explicitly with T.ramp
import numpy as np
import tvm
from tvm import s_tir
from tvm.script import tirx as T
np.random.seed(0)


@T.prim_func(s_tir=True)
def gelu16(X: T.Buffer((512, 768), "float32"), Y: T.Buffer((512, 768), "float32")):
    for i, j in T.grid(512, 48):
        with T.sblock("gelu"):
            vi, vj = T.axis.remap("SS", [i, j])
            Y[vi, T.ramp(vj * 16, 1, 16)] = X[vi, T.ramp(vj * 16, 1, 16)] * T.broadcast(T.float32(0.5), 16) * (
                T.broadcast(T.float32(1), 16)
                + T.erf(X[vi, T.ramp(vj * 16, 1, 16)] * T.broadcast(T.float32(0.7071067811865476), 16)))


sch = s_tir.Schedule(gelu16)
i, j = sch.get_loops("gelu")
sch.parallel(i)
lib = tvm.compile(sch.mod, target="llvm")
x = np.random.randn(512, 768).astype("float32")
y = tvm.runtime.tensor(np.empty_like(x))
lib(tvm.runtime.tensor(x), y)
