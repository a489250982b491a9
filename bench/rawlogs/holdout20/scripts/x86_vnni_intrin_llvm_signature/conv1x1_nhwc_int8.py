# cause: x86_vnni_intrin_llvm_signature
# expect: LLVM module verification failed
# capture: combined
# 1x1 conv (NHWC, int8) written as a GEMM over pixels; weights pre-packed OC/16, IC/4, 16, 4
import tvm
import tvm.s_tir.tensor_intrin
from tvm import s_tir
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def conv1x1(X: T.Buffer((1, 14, 14, 64), "uint8"), Wp: T.Buffer((8, 16, 16, 4), "int8"),
            Y: T.Buffer((1, 14, 14, 128), "int32")):
    for n, h, w, oc, ic in T.grid(1, 14, 14, 128, 64):
        with T.sblock("conv"):
            vn, vh, vw, voc, vic = T.axis.remap("SSSSR", [n, h, w, oc, ic])
            with T.init():
                Y[vn, vh, vw, voc] = 0
            Y[vn, vh, vw, voc] = Y[vn, vh, vw, voc] + T.Cast("int32", X[vn, vh, vw, vic]) * T.Cast(
                "int32", Wp[voc // 16, vic // 4, voc % 16, vic % 4])


sch = s_tir.Schedule(conv1x1)
conv = sch.get_sblock("conv")
n, h, w, oc, ic = sch.get_loops(conv)
oco, oci = sch.split(oc, [None, 16])
ico, ici = sch.split(ic, [None, 4])
sch.reorder(n, h, oco, w, ico, oci, ici)
sch.parallel(sch.fuse(n, h))
sch.decompose_reduction(conv, ico)
sch.tensorize(oci, "dot_16x4_vnni")
print("scheduled module:")
sch.mod.show(black_format=False)

print("building for avx512-vnni ...")
rt = tvm.compile(sch.mod, target={"kind": "llvm", "mcpu": "cascadelake", "num-cores": 2})
print(rt)
