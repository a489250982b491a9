# cause: broadcast_distinct_symbolic_vars
# expect: CodeGenVM cannot emit this Relax operator directly
import numpy as np
import tvm
from tvm import relax, tirx

n = tirx.Var("n", "int64")
m = tirx.Var("m", "int64")
x = relax.Var("x", relax.TensorType([n, 4], "float32"))
y = relax.Var("y", relax.TensorType([m, 4], "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x, y]):
    with bb.dataflow():
        z = bb.emit_output(relax.op.add(x, y))
    bb.emit_func_output(z)
ex = tvm.compile(bb.get(), target="llvm")
