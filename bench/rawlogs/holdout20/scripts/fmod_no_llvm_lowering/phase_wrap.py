# cause: fmod_no_llvm_lowering
# expect: unknown intrinsic.*tirx\.fmod
# capture: stderr
# rotary-embedding angle table: wrap theta into [0, 2*pi)
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def wrap_angles(pos: T.Buffer((2048,), "float32"), inv_freq: T.Buffer((64,), "float32"),
                theta: T.Buffer((2048, 64), "float32")):
    for p, d in T.grid(2048, 64):
        with T.sblock("theta"):
            vp, vd = T.axis.remap("SS", [p, d])
            theta[vp, vd] = T.fmod(pos[vp] * inv_freq[vd], T.float32(6.283185307179586))


sch = s_tir.Schedule(wrap_angles)
p, d = sch.get_loops("theta")
sch.parallel(p)
lib = tvm.compile(sch.mod, target={"kind": "llvm", "num-cores": 2})
