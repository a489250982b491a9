# cause: resize-zero-output
# expect: fb->value != 0 \(0 vs\. 0\) : Divide by zero
import numpy as np
import tvm
from tvm import relax
from tvm.relax import op


bb = relax.BlockBuilder()
img = relax.Var("img", relax.TensorType((1, 3, 8, 8), "float32"))
with bb.function("main", [img]):
    with bb.dataflow():
        r = bb.emit(op.image.resize2d(img, size=(0, 0), method="linear"))
        out = bb.emit_output(r)
    bb.emit_func_output(out)
mod = bb.get()
tvm.compile(mod, target="llvm")
