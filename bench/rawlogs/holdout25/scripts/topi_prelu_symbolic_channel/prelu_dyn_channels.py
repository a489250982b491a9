# cause: topi_prelu_symbolic_channel
# expect: Expect value to be constant int
import numpy as np
import tvm
from tvm import relax, tirx as tir

c = tir.Var("c", "int64")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, c, 16, 16), "float32"))
alpha = relax.Var("alpha", relax.TensorType((c,), "float32"))
with bb.function("act", [x, alpha]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.prelu(x, alpha, axis=1))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), "llvm")
