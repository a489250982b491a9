# cause: user_llvm_intrin_arg_type
# expect: Call parameter type does not match function signature
# capture: stderr
# Hand-written int16 dot kernel calling vpmaddwd directly (AVX2 build)
import tvm
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def dot_i16(A: T.Buffer((256,), "int16"), B: T.Buffer((256,), "int16"), C: T.Buffer((128,), "int32")):
    for i in range(16):
        with T.sblock("pmadd"):
            vi = T.axis.remap("S", [i])
            # 8 lanes of int16 in, 8 lanes of int32 out
            C[T.ramp(vi * 8, 1, 8)] = T.call_llvm_pure_intrin(
                T.llvm_lookup_intrinsic_id("llvm.x86.avx2.pmadd.wd"),
                A[T.ramp(vi * 16, 1, 8)],
                B[T.ramp(vi * 16, 1, 8)],
                dtype="int32x8",
            )


mod = tvm.IRModule({"dot_i16": dot_i16})
lib = tvm.compile(mod, target={"kind": "llvm", "mcpu": "haswell"})
print(lib)
