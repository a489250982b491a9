# cause: gradient_match_cast_unsupported
# expect: var_binding
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((8, 4), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        e = bb.emit(relax.op.exp(x))
        e2 = bb.match_cast(e, relax.TensorType((8, 4), "float32"))
        out = bb.emit_output(relax.op.sum(e2))
    bb.emit_func_output(out)
mod = bb.get()
mod = relax.transform.Gradient("main")(mod)
