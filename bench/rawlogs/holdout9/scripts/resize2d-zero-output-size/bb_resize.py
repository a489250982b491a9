# cause: resize2d-zero-output-size
# expect: Check failed: fb->value != 0 \(0 vs\. 0\) : Divide by zero
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("img", relax.TensorType((1, 3, 224, 224), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.image.resize2d(x, size=(0, 0), method="linear"))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
