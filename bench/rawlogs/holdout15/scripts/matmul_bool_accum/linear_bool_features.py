# cause: matmul_bool_accum
# expect: CreateMul
# capture: combined
import numpy as np
import tvm
from tvm import relax

print("tvm", tvm.__version__)
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((8, 16), "bool"))
w = relax.Var("w", relax.TensorType((4, 16), "bool"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.linear(x, w))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
mod = bb.get()
mod.show()
ex = tvm.compile(mod, target="llvm")
