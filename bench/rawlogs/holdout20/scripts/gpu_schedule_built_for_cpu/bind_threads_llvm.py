# cause: gpu_schedule_built_for_cpu
# expect: not implemented
# capture: stderr
# ported a CUDA schedule to a CPU box and kept the bindings
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def relu(X: T.Buffer((4096,), "float32"), Y: T.Buffer((4096,), "float32")):
    for i in range(4096):
        with T.sblock("relu"):
            vi = T.axis.remap("S", [i])
            Y[vi] = T.max(X[vi], T.float32(0))


sch = s_tir.Schedule(relu)
(i,) = sch.get_loops("relu")
bx, tx = sch.split(i, [None, 256])
sch.bind(bx, "blockIdx.x")
sch.bind(tx, "threadIdx.x")
lib = tvm.compile(sch.mod, target="llvm")
