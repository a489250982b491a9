# cause: llvm-fp16-missing-intrinsic
# expect: codegen_llvm\.cc[\s\S]*unknown intrinsic .*tirx\.atan
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import tirx as T


@T.prim_func
def angle(Y: T.Buffer((64,), "float16"), X: T.Buffer((64,), "float16"), O: T.Buffer((64,), "float16")):
    T.func_attr({"global_symbol": "angle"})
    for i in range(64):
        O[i] = T.atan(Y[i] / X[i])


mod = tvm.IRModule({"angle": angle})
rt = tvm.tirx.build(mod, target="llvm")
rt.export_library("angle.so")
