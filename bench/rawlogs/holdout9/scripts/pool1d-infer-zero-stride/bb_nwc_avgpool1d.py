# cause: pool1d-infer-zero-stride
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: combined
import numpy as np
import tvm
from tvm import relax

print("building temporal pooling, layout NWC")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((8, 100, 32), "float16"))
with bb.function("pool", [x]):
    with bb.dataflow():
        p = bb.emit(relax.op.nn.avg_pool1d(x, pool_size=2, strides=0, layout="NWC"))
        gv = bb.emit_output(p)
    bb.emit_func_output(gv)
mod = relax.transform.LegalizeOps()(bb.get())
