# cause: min-value-bool
# expect: Cannot decide min_value for type
# capture: stderr
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
hit = relax.Var("hit", relax.TensorType((4, 32), "bool"))
with bb.function("main", [hit]):
    with bb.dataflow():
        any_hit = bb.emit_output(relax.op.max(hit, axis=[1]))
    bb.emit_func_output(any_hit)
ex = tvm.compile(bb.get(), target="llvm")
