# cause: conv1d-infer-zero-stride
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 12, 256), "float32"))
w = relax.Var("w", relax.TensorType((24, 12, 5), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.conv1d(x, w, strides=0, padding=2))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
