# cause: conv-stride-zero
# expect: pb->value != 0 \(0 vs\. 0\) : Divide by zero
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op

bb = relax.BlockBuilder()
data = relax.Var("data", relax.TensorType((1, 3, 32, 32), "float32"))
weight = relax.Var("weight", relax.TensorType((16, 3, 3, 3), "float32"))
with bb.function("main", [data, weight]):
    with bb.dataflow():
        c = bb.emit(op.nn.conv2d(data, weight, strides=(0, 1), padding=(1, 1)))
        r = bb.emit(op.nn.relu(c))
        out = bb.emit_output(r)
    bb.emit_func_output(out)
ex = tvm.compile(bb.get(), target="llvm")
