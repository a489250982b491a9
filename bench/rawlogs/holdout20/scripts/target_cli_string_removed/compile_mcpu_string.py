# cause: target_cli_string_removed
# expect: CLI target string form .* is no longer supported
# capture: stderr
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def mm(A: T.Buffer((256, 256), "float32"), B: T.Buffer((256, 256), "float32"), C: T.Buffer((256, 256), "float32")):
    for i, j, k in T.grid(256, 256, 256):
        with T.sblock("C"):
            vi, vj, vk = T.axis.remap("SSR", [i, j, k])
            with T.init():
                C[vi, vj] = T.float32(0)
            C[vi, vj] = C[vi, vj] + A[vi, vk] * B[vk, vj]


sch = s_tir.Schedule(mm)
i, j, k = sch.get_loops("C")
io, ii = sch.split(i, [None, 32])
jo, ji = sch.split(j, [None, 16])
sch.reorder(io, jo, k, ii, ji)
sch.parallel(io)
sch.vectorize(ji)
lib = tvm.compile(sch.mod, target="llvm -mcpu=skylake-avx512")
