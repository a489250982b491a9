# cause: topi_batch_norm_negative_axis
# expect: list\.remove\(x\): x not in list
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

C_ = 16
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 8, 8, C_), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        params = [relax.const(np.ones(C_, "float32")), relax.const(np.zeros(C_, "float32")),
                  relax.const(np.zeros(C_, "float32")), relax.const(np.ones(C_, "float32"))]
        bn = bb.emit(relax.op.nn.batch_norm(x, *params, axis=-1))
        y = bb.emit(relax.TupleGetItem(bn, 0))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
tvm.compile(bb.get(), target="llvm")
