# cause: user_llvm_intrin_arg_type
# expect: LLVM module verification failed
# capture: combined
# env: TVM_BACKTRACE=1
# custom u8 x s8 -> s16 microkernel (pmaddubsw), used before a vpmaddwd reduction
import tvm
from tvm import s_tir
from tvm.script import tirx as T

print("tvm", tvm.__version__)


@T.prim_func(s_tir=True)
def u8s8_pairs(A: T.Buffer((128,), "uint8"), B: T.Buffer((128,), "int8"), C: T.Buffer((64,), "int16")):
    for i in range(4):
        with T.sblock("pmaddubs"):
            vi = T.axis.remap("S", [i])
            C[T.ramp(vi * 16, 1, 16)] = T.call_llvm_pure_intrin(
                T.llvm_lookup_intrinsic_id("llvm.x86.avx2.pmadd.ub.sw"),
                T.reinterpret(A[T.ramp(vi * 32, 1, 32)], dtype="int32x8"),
                B[T.ramp(vi * 32, 1, 32)],
                dtype="int16x16",
            )


sch = s_tir.Schedule(u8s8_pairs)
(i,) = sch.get_loops(sch.get_sblock("pmaddubs"))
sch.unroll(i)
print(sch.mod.script())
lib = tvm.compile(sch.mod, target={"kind": "llvm", "mcpu": "haswell"})
