# cause: adaptive-pool-zero-output-size
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("feat", relax.TensorType((1, 512, 7, 7), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        g = bb.emit(relax.op.nn.adaptive_avg_pool2d(x, output_size=(0, 0)))
        f = bb.emit(relax.op.reshape(g, (1, -1)))
        gv = bb.emit_output(f)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
