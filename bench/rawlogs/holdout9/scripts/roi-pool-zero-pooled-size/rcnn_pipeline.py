# cause: roi-pool-zero-pooled-size
# expect: Check failed: fb->value != 0 \(0 vs\. 0\) : Divide by zero
# post: truncate=0.6
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
feat = relax.Var("feat", relax.TensorType((1, 64, 14, 14), "float32"))
rois = relax.Var("rois", relax.TensorType((10, 5), "float32"))
with bb.function("main", [feat, rois]):
    with bb.dataflow():
        y = bb.emit(relax.op.vision.roi_pool(feat, rois, pooled_size=(3, 0), spatial_scale=0.5))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
seq = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.FoldConstant()])
print("running pipeline")
mod = seq(bb.get())
