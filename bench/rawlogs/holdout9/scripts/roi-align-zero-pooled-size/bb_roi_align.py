# cause: roi-align-zero-pooled-size
# expect: Check failed: fb->value != 0 \(0 vs\. 0\) : Divide by zero
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
feat = relax.Var("feat", relax.TensorType((1, 256, 50, 50), "float32"))
rois = relax.Var("rois", relax.TensorType((16, 5), "float32"))
with bb.function("main", [feat, rois]):
    with bb.dataflow():
        y = bb.emit(relax.op.vision.roi_align(feat, rois, pooled_size=(0, 0), spatial_scale=0.0625))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
