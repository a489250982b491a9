# cause: pool2d-infer-zero-stride
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 64, 112, 112), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        p = bb.emit(relax.op.nn.max_pool2d(x, pool_size=(3, 3), strides=(0, 0), padding=(1, 1)))
        gv = bb.emit_output(p)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
