# cause: power-int-legalize
# expect: power only applies to float
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


bb = relax.BlockBuilder()
base = relax.Var("base", relax.TensorType((4,), "int32"))
e = relax.Var("e", relax.TensorType((4,), "int32"))
with bb.function("main", [base, e]):
    with bb.dataflow():
        y = bb.emit(op.power(base, e))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
tvm.compile(mod, target="llvm")
