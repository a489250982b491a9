# cause: fold-constant-int-div-zero
# expect: Fatal Python error: Floating point exception[\s\S]*transform.py
# env: PYTHONFAULTHANDLER=1
import numpy as np
import tvm
from tvm import relax

R = relax.op
sizes = np.array([4, 4, 0, 8], dtype="int32")       # one bucket was emptied upstream
offsets = np.array([0, 4, 8, 8], dtype="int32")

bb = relax.BlockBuilder()
ids = relax.Var("ids", relax.TensorType((4,), "int32"))
with bb.function("main", [ids]):
    with bb.dataflow():
        per = bb.emit(R.floor_divide(relax.const(offsets), relax.const(sizes)))
        out = bb.emit_output(R.add(ids, per))
    bb.emit_func_output(out)

mod = relax.transform.FoldConstant()(bb.get())
mod.show()
