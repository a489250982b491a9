# cause: emit_te_free_symbolic_var
# expect: has not been computed
import numpy as np
import tvm
from tvm import relax, te, tirx

n = tirx.Var("n", "int64")
m = tirx.Var("m", "int64")
x = relax.Var("x", relax.TensorType([n, 8], "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    y = bb.emit_te(lambda a: te.compute((m, 8), lambda i, j: a[i, j], name="crop"), x)
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
