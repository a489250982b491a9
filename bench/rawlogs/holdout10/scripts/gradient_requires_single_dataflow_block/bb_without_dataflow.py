# cause: gradient_requires_single_dataflow_block
# expect: now only support one dataflow block
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 3), "float32"))
y = relax.Var("y", relax.TensorType((3, 3), "float32"))
with bb.function("main", [x, y]):
    d = bb.emit(relax.op.subtract(x, y))
    sq = bb.emit(relax.op.multiply(d, d))
    l = bb.emit(relax.op.mean(sq))
    bb.emit_func_output(l)
mod = bb.get()
print(mod.script())
mod = relax.transform.Gradient("main", require_grads=mod["main"].params[0])(mod)
