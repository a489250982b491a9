# cause: env_rocm_toolkit_missing
# expect: Cannot find ROCm path
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import tirx as T


@T.prim_func
def axpy(X: T.Buffer((2048,), "float32"), Y: T.Buffer((2048,), "float32")):
    T.func_attr({"global_symbol": "axpy"})
    for bx in T.thread_binding(16, thread="blockIdx.x"):
        for tx in T.thread_binding(128, thread="threadIdx.x"):
            Y[bx * 128 + tx] = Y[bx * 128 + tx] + T.float32(2) * X[bx * 128 + tx]


lib = tvm.tirx.build(axpy, target=tvm.target.Target({"kind": "rocm", "mcpu": "gfx1100"}))
print(lib)
lib.export_library("axpy_rdna3.so")
