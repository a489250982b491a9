# cause: user-matchcast-impossible
# expect: impossible to match cast
# capture: stderr
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((16,), "float16"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.match_cast(x, relax.TensorType((16,), "float32"))
        out = bb.emit_output(relax.op.exp(y))
    bb.emit_func_output(out)
