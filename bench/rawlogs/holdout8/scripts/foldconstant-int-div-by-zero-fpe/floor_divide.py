# cause: foldconstant-int-div-by-zero-fpe
# expect: Floating point exception
# env: PYTHONFAULTHANDLER=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((4,), "int32"))
with bb.function("main", [x]):
    with bb.dataflow():
        c = bb.emit(relax.op.floor_divide(relax.const(np.arange(4, dtype="int32")), relax.const(np.zeros(4, "int32"))))
        o = bb.emit_output(relax.op.add(x, c))
    bb.emit_func_output(o)
print("folding constants")
mod = relax.transform.FoldConstant()(bb.get())
