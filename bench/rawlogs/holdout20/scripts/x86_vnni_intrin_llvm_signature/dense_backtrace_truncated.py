# cause: x86_vnni_intrin_llvm_signature
# expect: LLVM module verification failed
# capture: ipython
# env: TVM_BACKTRACE=1
# post: truncate=0.55
import logging
import numpy as np
import tvm
import tvm.s_tir.tensor_intrin
from tvm import s_tir
from tvm.script import tirx as T

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("int8-bench")


@T.prim_func(s_tir=True)
def qgemm(A: T.Buffer((128, 512), "uint8"), Bp: T.Buffer((16, 128, 16, 4), "int8"),
          C: T.Buffer((128, 256), "int32")):
    for i, j, k in T.grid(128, 256, 512):
        with T.sblock("gemm"):
            vi, vj, vk = T.axis.remap("SSR", [i, j, k])
            with T.init():
                C[vi, vj] = 0
            C[vi, vj] += T.Cast("int32", A[vi, vk]) * T.Cast("int32", Bp[vj // 16, vk // 4, vj % 16, vk % 4])


sch = s_tir.Schedule(qgemm)
g = sch.get_sblock("gemm")
cw = sch.cache_write(g, 0, "global")
i, j, k = sch.get_loops(g)
i0, i1 = sch.split(i, [None, 8])
j0, j1 = sch.split(j, [None, 16])
k0, k1 = sch.split(k, [None, 4])
sch.reorder(i0, j0, k0, i1, j1, k1)
sch.reverse_compute_at(cw, j0)
sch.parallel(i0)
sch.decompose_reduction(g, k0)
sch.tensorize(j1, "dot_16x4_vnni")
log.info("schedule done, %d instructions in trace", len(sch.trace.insts))
lib = tvm.compile(sch.mod, target={"kind": "llvm", "mcpu": "znver4", "num-cores": 2})
log.info("built %s", lib)
