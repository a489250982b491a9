# cause: decompose_training_bn_negative_axis
# expect: the given one has ndim 0, which is other than the length of axes 1
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 5, 5, 8), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        p = [relax.const(np.ones(8, "float32")), relax.const(np.zeros(8, "float32")),
             relax.const(np.zeros(8, "float32")), relax.const(np.ones(8, "float32"))]
        bn = bb.emit(relax.op.nn.batch_norm(x, *p, axis=-1))
        o = bb.emit_output(relax.TupleGetItem(bn, 0))
    bb.emit_func_output(o)
mod = relax.transform.DecomposeOpsForTraining()(bb.get())
