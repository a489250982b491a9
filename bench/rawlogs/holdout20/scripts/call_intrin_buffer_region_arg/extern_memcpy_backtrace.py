# cause: call_intrin_buffer_region_arg
# expect: TensorRegion
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import tirx as T


@T.prim_func(s_tir=True)
def gather_rows(Src: T.Buffer((1024, 128), "float32"), idx: T.Buffer((64,), "int32"), Dst: T.Buffer((64, 128), "float32")):
    for r in range(64):
        with T.sblock("row"):
            vr = T.axis.remap("S", [r])
            T.evaluate(T.call_pure_extern("int32", "memcpy", Dst[vr, 0:128], Src[idx[vr], 0:128], 512))


lib = tvm.compile(gather_rows, target="llvm")
