# cause: pool1d-infer-zero-stride
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
seq = relax.Var("seq", relax.TensorType((4, 128, 50), "float32"))
with bb.function("main", [seq]):
    with bb.dataflow():
        p = bb.emit(relax.op.nn.max_pool1d(seq, pool_size=3, strides=0))
        gv = bb.emit_output(p)
    bb.emit_func_output(gv)
print(bb.get())
