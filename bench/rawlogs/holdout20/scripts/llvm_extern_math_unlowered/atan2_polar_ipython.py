# cause: llvm_extern_math_unlowered
# expect: unknown intrinsic
# capture: ipython
# fp16 complex -> polar (magnitude, phase) for an STFT post-processing kernel
import numpy as np
import tvm
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def to_polar(Re: T.Buffer((257, 400), "float16"), Im: T.Buffer((257, 400), "float16"),
             Mag: T.Buffer((257, 400), "float16"), Ph: T.Buffer((257, 400), "float16")):
    for f, t in T.grid(257, 400):
        with T.sblock("polar"):
            vf, vt = T.axis.remap("SS", [f, t])
            Mag[vf, vt] = T.sqrt(Re[vf, vt] * Re[vf, vt] + Im[vf, vt] * Im[vf, vt])
            Ph[vf, vt] = T.atan2(Im[vf, vt], Re[vf, vt])


sch = s_tir.Schedule(to_polar)
f, t = sch.get_loops("polar")
to, ti = sch.split(t, [None, 8])
sch.parallel(f)
sch.vectorize(ti)
lib = tvm.compile(sch.mod, target={"kind": "llvm", "num-cores": 2})
