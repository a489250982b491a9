# cause: conv2d-infer-zero-stride
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
data = relax.Var("data", relax.TensorType((1, 3, 32, 32), "float32"))
weight = relax.Var("weight", relax.TensorType((16, 3, 3, 3), "float32"))
with bb.function("main", [data, weight]):
    with bb.dataflow():
        conv = bb.emit(relax.op.nn.conv2d(data, weight, strides=(0, 0), padding=(1, 1)))
        out = bb.emit_output(relax.op.nn.relu(conv))
    bb.emit_func_output(out)
mod = bb.get()
ex = tvm.compile(mod, target="llvm")
