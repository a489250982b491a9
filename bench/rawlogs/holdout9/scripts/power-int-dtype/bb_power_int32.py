# cause: power-int-dtype
# expect: power only applies to float
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((10,), "int32"))
b = relax.Var("b", relax.TensorType((10,), "int32"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        c = bb.emit(relax.op.power(a, b))
        gv = bb.emit_output(c)
    bb.emit_func_output(gv)
mod = bb.get()

ex = tvm.compile(mod, target="llvm")
