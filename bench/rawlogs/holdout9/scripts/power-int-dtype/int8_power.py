# cause: power-int-dtype
# expect: power only applies to float
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 3), "int8"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.power(x, x))
        z = bb.emit(relax.op.astype(y, "float32"))
        gv = bb.emit_output(z)
    bb.emit_func_output(gv)
ex = relax.build(bb.get(), target="llvm")
