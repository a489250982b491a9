# cause: user_llvm_intrin_arg_type
# expect: Call parameter type does not match function signature
# capture: notebook
# %%
import tvm
from tvm import s_tir
from tvm.script import tirx as T

# %%
@T.prim_func(s_tir=True)
def clamp_min(X: T.Buffer((512,), "float32"), Y: T.Buffer((512,), "float32"), Z: T.Buffer((512,), "float32")):
    for i in range(64):
        with T.sblock("vmax"):
            vi = T.axis.remap("S", [i])
            # clamp from below with vmaxps; the floor constant is built as a packed double
            Z[T.ramp(vi * 8, 1, 8)] = T.call_llvm_pure_intrin(
                T.llvm_lookup_intrinsic_id("llvm.x86.avx.max.ps.256"),
                X[T.ramp(vi * 8, 1, 8)],
                T.broadcast(T.float64(2.0), 8),
                dtype="float32x8",
            )

sch = s_tir.Schedule(clamp_min)
(i,) = sch.get_loops("vmax")
io, ii = sch.split(i, [2, None])
sch.parallel(io)

# %%
lib = tvm.compile(sch.mod, target={"kind": "llvm", "mcpu": "znver3", "num-cores": 2})
