# cause: llvm_thread_binding_cpu
# expect: not implemented
import tvm
from tvm import te

A = te.placeholder((1024,), name="A")
B = te.compute((1024,), lambda i: A[i] * 2.0, name="B")
sch = tvm.s_tir.Schedule(te.create_prim_func([A, B]))
(i,) = sch.get_loops(sch.get_sblock("B"))
bx, tx = sch.split(i, factors=[None, 64])
sch.bind(bx, "blockIdx.x")
sch.bind(tx, "threadIdx.x")
lib = tvm.compile(sch.mod, target="llvm")
