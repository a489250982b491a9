# cause: negate-unsigned-negative-one
# expect: cannot make uint from negative value -1
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

lut = np.arange(256, dtype="uint8")
bb = relax.BlockBuilder()
idx = relax.Var("idx", relax.TensorType((32,), "int64"))
with bb.function("main", [idx]):
    with bb.dataflow():
        table = bb.emit(relax.op.negative(relax.const(lut)))   # folded at compile time
        out = bb.emit_output(relax.op.take(table, idx, axis=0))
    bb.emit_func_output(out)

mod = relax.transform.FoldConstant()(bb.get())
mod.show()
