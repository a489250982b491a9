# cause: user-one-hot-zero-depth
# expect: one_hot: depth must be positive
import tvm
from tvm import relax

bb = relax.BlockBuilder()
labels = relax.Var("labels", relax.TensorType((8,), "int64"))
with bb.function("main", [labels]):
    with bb.dataflow():
        num_classes = 0  # read from a config that was never filled in
        oh = bb.emit(relax.op.one_hot(labels, relax.prim_value(1.0), relax.prim_value(0.0), num_classes))
        o = bb.emit_output(oh)
    bb.emit_func_output(o)
