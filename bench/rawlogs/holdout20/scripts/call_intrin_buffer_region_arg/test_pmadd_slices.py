# cause: call_intrin_buffer_region_arg
# expect: call_intrin does not accept TensorRegion arguments
# capture: pytest-native
import tvm
from tvm.script import tirx as T


def test_pmaddwd_kernel_builds():
    @T.prim_func(s_tir=True)
    def pmadd(A: T.Buffer((64,), "int16"), B: T.Buffer((64,), "int16"), C: T.Buffer((32,), "int32")):
        for i in range(2):
            with T.sblock("C"):
                vi = T.axis.remap("S", [i])
                C[vi * 16: vi * 16 + 16] = T.call_llvm_pure_intrin(
                    "int32x16", "llvm.x86.avx512.pmaddw.d.512",
                    A[vi * 32: vi * 32 + 32], B[vi * 32: vi * 32 + 32])

    tvm.compile(pmadd, target={"kind": "llvm", "mcpu": "skylake-avx512"})
