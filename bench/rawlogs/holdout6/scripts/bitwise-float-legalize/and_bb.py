# cause: bitwise-float-legalize
# expect: Expected integer argument as LHS of
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((8,), "float32"))
b = relax.Var("b", relax.TensorType((8,), "float32"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        y = bb.emit(op.bitwise_and(a, b))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
tvm.compile(mod, target="llvm")
