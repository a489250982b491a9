# cause: sblock_without_s_tir_flag
# expect: not well-formed
# capture: ipython
import tvm
from tvm import s_tir
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Kernels:
    @T.prim_func
    def add_relu(A: T.Buffer((1024,), "float32"), B: T.Buffer((1024,), "float32"), C: T.Buffer((1024,), "float32")):
        for i in range(1024):
            with T.sblock("C"):
                vi = T.axis.remap("S", [i])
                C[vi] = T.max(A[vi] + B[vi], T.float32(0))


sch = s_tir.Schedule(Kernels)
sch.work_on("add_relu")
(i,) = sch.get_loops("C")
io, ii = sch.split(i, [None, 16])
sch.vectorize(ii)
lib = tvm.compile(sch.mod, target="llvm")
