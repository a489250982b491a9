# cause: tensorize_noncompact_region_miscompile
# expect: Arrays are not equal
# capture: combined
# post: truncate=0.8
# int8 1x1 conv, NHWC activations and OHWI weights (no repacking), AVX-512 u8s8 dot
import numpy as np
import tvm
import tvm.s_tir.tensor_intrin
from tvm import s_tir
from tvm.script import tirx as T

np.random.seed(7)


@T.prim_func(s_tir=True)
def conv1x1(X: T.Buffer((1, 8, 8, 64), "uint8"), W: T.Buffer((32, 64), "int8"), Y: T.Buffer((1, 8, 8, 32), "int32")):
    for n, h, w, o, c in T.grid(1, 8, 8, 32, 64):
        with T.sblock("conv"):
            vn, vh, vw, vo, vc = T.axis.remap("SSSSR", [n, h, w, o, c])
            with T.init():
                Y[vn, vh, vw, vo] = 0
            Y[vn, vh, vw, vo] += T.Cast("int32", X[vn, vh, vw, vc]) * T.Cast("int32", W[vo, vc])


sch = s_tir.Schedule(conv1x1)
conv = sch.get_sblock("conv")
n, h, w, o, c = sch.get_loops(conv)
oo, oi = sch.split(o, [None, 16])
co, ci = sch.split(c, [None, 4])
sch.reorder(n, h, w, oo, co, oi, ci)
sch.parallel(h)
sch.decompose_reduction(conv, co)
sch.tensorize(oi, "dot_16x4_avx512")
print(sch.trace)
f = tvm.compile(sch.mod, target={"kind": "llvm", "mcpu": "icelake-server"})
x = np.random.randint(0, 6, (1, 8, 8, 64)).astype("uint8")
wt = np.random.randint(-5, 5, (32, 64)).astype("int8")
y = tvm.runtime.tensor(np.zeros((1, 8, 8, 32), "int32"))
f(tvm.runtime.tensor(x), tvm.runtime.tensor(wt), y)
ref = np.einsum("nhwc,oc->nhwo", x.astype("int32"), wt.astype("int32"))
print("mismatching outputs:", int((y.numpy() != ref).sum()))
np.testing.assert_array_equal(y.numpy(), ref)
