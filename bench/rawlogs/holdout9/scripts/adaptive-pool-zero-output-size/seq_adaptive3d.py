# cause: adaptive-pool-zero-output-size
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# env: TVM_BACKTRACE=1
# post: truncate=0.7
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("vol", relax.TensorType((1, 32, 8, 16, 16), "float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.adaptive_avg_pool3d(x, output_size=(1, 0, 0)))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
seq = tvm.transform.Sequential([
    relax.transform.LegalizeOps(),
    relax.transform.AnnotateTIROpPattern(),
    relax.transform.FoldConstant(),
])
mod = seq(bb.get())
