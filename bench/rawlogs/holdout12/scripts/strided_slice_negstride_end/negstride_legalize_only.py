# cause: strided_slice_negstride_end
# expect: Check failed: \(strides\[i\] < 0 \? \(end_i <= begin_i\)
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((3, 5, 7), "int32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.strided_slice(x, axes=[2], begin=[2], end=[4], strides=[-1]))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
mod = relax.transform.LegalizeOps()(bb.get())
