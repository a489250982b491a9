# cause: call_intrin_buffer_region_arg
# expect: does not accept TensorRegion
# capture: ipython
import tvm
from tvm.script import tirx as T

@T.prim_func(s_tir=True)
def vnni_tile(A: T.Buffer((64,), "uint8"), B: T.Buffer((1024,), "int8"), C: T.Buffer((256,), "int32")):
    for i in range(16):
        with T.sblock("tile"):
            vi = T.axis.remap("S", [i])
            C[vi * 16: vi * 16 + 16] = T.call_llvm_pure_intrin(
                T.llvm_lookup_intrinsic_id("llvm.x86.avx512.vpdpbusd.512"),
                C[vi * 16: vi * 16 + 16], A[vi * 4: vi * 4 + 4], B[vi * 64: vi * 64 + 64], dtype="int32x16")

lib = tvm.compile(vnni_tile, target={"kind": "llvm", "mcpu": "cascadelake"})
