# cause: resize2d-zero-output-size
# expect: Check failed: fb->value != 0 \(0 vs\. 0\) : Divide by zero
import numpy as np
import tvm
from tvm import relax

print("resize stage: NHWC uint8")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 480, 640, 3), "uint8"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.image.resize2d(x, size=(240, 0), layout="NHWC",
                                            method="nearest_neighbor", rounding_method="floor"))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
mod = relax.transform.LegalizeOps()(bb.get())
