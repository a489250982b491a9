# cause: bitwise-op-float-dtype
# expect: Expected integer argument as LHS of
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((8, 8), "float32"))
b = relax.Var("b", relax.TensorType((8, 8), "float32"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        c = bb.emit(relax.op.bitwise_and(a, b))
        gv = bb.emit_output(c)
    bb.emit_func_output(gv)
mod = bb.get()

ex = tvm.compile(mod, target="llvm")
