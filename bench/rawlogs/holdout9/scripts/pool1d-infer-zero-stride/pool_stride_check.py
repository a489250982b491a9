# cause: pool1d-infer-zero-stride
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
# post: truncate=0.5
import numpy as np
import tvm
from tvm import relax

def pool_model(stride):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 8, 64), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            p = bb.emit(relax.op.nn.max_pool1d(x, pool_size=2, strides=stride))
            gv = bb.emit_output(p)
        bb.emit_func_output(gv)
    return bb.get()

good = pool_model(2)
print(good.script())
bad = pool_model(0)
