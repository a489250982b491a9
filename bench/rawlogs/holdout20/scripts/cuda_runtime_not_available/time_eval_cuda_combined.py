# cause: cuda_runtime_not_available
# expect: CUDA runtime is not linked|Device API cuda is not enabled
# capture: combined
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def transpose(A: T.Buffer((1024, 1024), "float16"), B: T.Buffer((1024, 1024), "float16")):
    for i, j in T.grid(1024, 1024):
        with T.sblock("T"):
            vi, vj = T.axis.remap("SS", [i, j])
            B[vi, vj] = A[vj, vi]


sch = s_tir.Schedule(transpose)
i, j = sch.get_loops("T")
io, ii = sch.split(i, [None, 32])
jo, ji = sch.split(j, [None, 32])
sch.reorder(io, jo, ii, ji)
sch.bind(io, "blockIdx.y")
sch.bind(jo, "blockIdx.x")
sch.bind(ji, "threadIdx.x")
lib = tvm.compile(sch.mod, target="cuda")
print("compiled, cuda available:", tvm.cuda(0).exist)
timer = lib.mod.time_evaluator("transpose", tvm.cuda(0), number=20, repeat=3)
a = tvm.runtime.empty((1024, 1024), "float16", tvm.cuda(0))
b = tvm.runtime.empty((1024, 1024), "float16", tvm.cuda(0))
print(timer(a, b))
