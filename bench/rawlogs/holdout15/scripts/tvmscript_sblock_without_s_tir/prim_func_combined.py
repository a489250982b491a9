# cause: tvmscript_sblock_without_s_tir
# expect: TVM_BACKTRACE
# capture: combined
import tvm
from tvm.script import tirx as T

print("defining kernel")


@T.prim_func
def scale(a: T.Buffer((128,), "float16"), b: T.Buffer((128,), "float16")):
    for i in range(128):
        with T.sblock("scale"):
            vi = T.axis.spatial(128, i)
            b[vi] = a[vi] * T.float16(0.125)


print(scale)
lib = tvm.compile(scale, target="llvm")
