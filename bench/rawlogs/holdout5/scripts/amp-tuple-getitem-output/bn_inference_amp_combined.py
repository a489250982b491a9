# cause: amp-tuple-getitem-output
# expect: The type is not populated
# capture: combined
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType([1, 8, 14, 14], "float32"))
w = relax.Var("w", relax.TensorType([8, 8, 3, 3], "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        c = bb.emit(relax.op.nn.conv2d(x, w, padding=1))
        ones = relax.const(np.ones(8, "float32"))
        zeros = relax.const(np.zeros(8, "float32"))
        bn = bb.emit(relax.op.nn.batch_norm(c, ones, zeros, zeros, ones, axis=1, training=False))
        gv = bb.emit_output(relax.TupleGetItem(bn, 0))
    bb.emit_func_output(gv)

mod = bb.get()
print("before AMP:")
mod.show()
mod = relax.transform.ToMixedPrecision()(mod)
print("after AMP:")
mod.show()
