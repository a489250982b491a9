# cause: roi-align-zero-pooled-size
# expect: Check failed: fb->value != 0 \(0 vs\. 0\) : Divide by zero
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
feat = relax.Var("feat", relax.TensorType((1, 16, 24, 24), "float16"))
rois = relax.Var("rois", relax.TensorType((8, 5), "float16"))
with bb.function("main", [feat, rois]):
    with bb.dataflow():
        y = bb.emit(relax.op.vision.roi_align(feat, rois, pooled_size=0, spatial_scale=0.5))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
mod = relax.transform.LegalizeOps()(bb.get())
