# cause: min-value-bool
# expect: Cannot decide min_value
# capture: stderr
# post: crlf
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("spikes", relax.TensorType((2, 3, 20), "bool"))
with bb.function("main", [x]):
    with bb.dataflow():
        out = bb.emit_output(relax.op.nn.max_pool1d(x, pool_size=4, strides=4))
    bb.emit_func_output(out)
relax.transform.LegalizeOps()(bb.get()).show()
