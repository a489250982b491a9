# cause: sblock_without_s_tir_flag
# expect: TIR verifier does not support statement s_tir.SBlockRealize
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func
def layer_norm_stats(X: T.Buffer((64, 768), "float32"), mean: T.Buffer((64,), "float32"),
                     sq: T.Buffer((64,), "float32")):
    for i, k in T.grid(64, 768):
        with T.sblock("stats"):
            vi, vk = T.axis.remap("SR", [i, k])
            with T.init():
                mean[vi] = T.float32(0)
                sq[vi] = T.float32(0)
            mean[vi] = mean[vi] + X[vi, vk] * T.float32(1.0 / 768)
            sq[vi] = sq[vi] + X[vi, vk] * X[vi, vk] * T.float32(1.0 / 768)


sch = s_tir.Schedule(layer_norm_stats)
i, k = sch.get_loops("stats")
sch.parallel(i)
