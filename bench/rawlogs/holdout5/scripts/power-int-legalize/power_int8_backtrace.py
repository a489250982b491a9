# cause: power-int-legalize
# expect: power only applies to float
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax


def pow_model(dtype):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType([2, 3], dtype))
    with bb.function("main", [x]):
        with bb.dataflow():
            two = relax.const(np.full((1,), 3, dtype))
            y = bb.emit(relax.op.power(x, two))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    return bb.get()


for dtype in ("float32", "float16", "int8"):
    print("compiling", dtype)
    tvm.compile(pow_model(dtype), target="llvm")
