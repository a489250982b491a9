# cause: argreduce-rank0
# expect: Cannot reduce a 0 dim Tensor
# capture: stderr
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
logit = relax.Var("logit", relax.TensorType((), "float32"))
with bb.function("main", [logit]):
    with bb.dataflow():
        cls = bb.emit_output(relax.op.argmax(logit))
    bb.emit_func_output(cls)
mod = bb.get()
print(mod["main"].ret_ty)
ex = tvm.compile(mod, target="llvm")
