# cause: nested_parallel_codegen
# expect: Nested parallel loop
# capture: ipython
# env: TVM_BACKTRACE=1
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def rowsum(A: T.Buffer((64, 8192), "float32"), B: T.Buffer((64,), "float32")):
    for i, k in T.grid(64, 8192):
        with T.sblock("B"):
            vi, vk = T.axis.remap("SR", [i, k])
            with T.init():
                B[vi] = T.float32(0)
            B[vi] = B[vi] + A[vi, vk]


sch = s_tir.Schedule(rowsum)
i, k = sch.get_loops("B")
ko, ki = sch.split(k, [4, None])
rf = sch.rfactor(ko, 0)
sch.parallel(sch.get_loops(rf)[0])
sch.parallel(sch.get_loops(rf)[1])
lib = tvm.compile(sch.mod, target="llvm")
