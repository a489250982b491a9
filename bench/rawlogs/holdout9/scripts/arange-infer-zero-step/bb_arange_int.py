# cause: arange-infer-zero-step
# expect: Check failed: pb->value != 0 \(0 vs\. 0\) : Divide by zero
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
with bb.function("positions", []):
    with bb.dataflow():
        pos = bb.emit(relax.op.arange(0, 128, 0, dtype="int64"))
        gv = bb.emit_output(pos)
    bb.emit_func_output(gv)
ex = tvm.compile(bb.get(), target="llvm")
