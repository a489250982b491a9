# cause: llvm_bool_compare
# expect: CreateLT|CreateGT
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((16,), "bool"))
b = relax.Var("b", relax.TensorType((16,), "bool"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        g = bb.emit(relax.op.greater(a, b))
        gv = bb.emit_output(g)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
