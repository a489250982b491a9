# cause: sblock_without_s_tir_flag
# expect: note: run with `TVM_BACKTRACE=1`
# capture: combined
import tvm
from tvm.script import tirx as T

print(f"[setup] tvm {tvm.__version__}, building softmax kernels")


@T.prim_func
def row_max(A: T.Buffer((32, 1024), "float32"), M: T.Buffer((32,), "float32")):
    for i, k in T.grid(32, 1024):
        with T.sblock("max"):
            vi, vk = T.axis.remap("SR", [i, k])
            with T.init():
                M[vi] = T.min_value("float32")
            M[vi] = T.max(M[vi], A[vi, vk])


print("[setup] parsed row_max")
