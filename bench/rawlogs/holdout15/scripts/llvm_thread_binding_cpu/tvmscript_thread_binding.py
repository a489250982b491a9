# cause: llvm_thread_binding_cpu
# expect: not implemented
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def scale(a: T.Buffer((256,), "float32"), b: T.Buffer((256,), "float32")):
    T.func_attr({"global_symbol": "scale"})
    for bx in T.thread_binding(4, thread="blockIdx.x"):
        for tx in T.thread_binding(64, thread="threadIdx.x"):
            with T.sblock("b"):
                vi = T.axis.spatial(256, bx * 64 + tx)
                b[vi] = a[vi] * T.float32(0.5)


f = tvm.compile(scale, target="llvm")
