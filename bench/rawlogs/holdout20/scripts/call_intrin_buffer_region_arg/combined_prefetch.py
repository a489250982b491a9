# cause: call_intrin_buffer_region_arg
# expect: note: run with `TVM_BACKTRACE=1`
# capture: combined
import tvm
from tvm.script import tirx as T

print("[bench] compiling copy kernel with software prefetch")


@T.prim_func(s_tir=True)
def copy_prefetch(A: T.Buffer((4096,), "float32"), B: T.Buffer((4096,), "float32")):
    for i in range(256):
        with T.sblock("copy"):
            vi = T.axis.remap("S", [i])
            T.evaluate(T.call_llvm_intrin("void", "llvm.prefetch.p0", A[vi * 16 + 64: vi * 16 + 80],
                                          T.int32(0), T.int32(3), T.int32(1)))
            for j in range(16):
                B[vi * 16 + j] = A[vi * 16 + j]


print("[bench] kernel parsed")
