# cause: const-int64-array-narrowed-to-int32
# expect: Binary operators must have the same datatype
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R

offsets = np.array([0, 128, 256, 384], dtype=np.int64)
bb = relax.BlockBuilder()
pos = relax.Var("pos", R.Tensor((4,), "int64"))
with bb.function("main", [pos]):
    with bb.dataflow():
        y = bb.emit(relax.op.add(pos, relax.const(offsets)))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
print(bb.get())
