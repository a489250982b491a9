# cause: entry_function_name_wrong
# expect: Cannot find global var "predict" in the Module
# capture: combined
# post: crlf
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((10, 20), "float32"))
    y = relax.Var("y", relax.TensorType((10, 20), "float32"))
    with bb.function("predict_fn", [x, y]):
        with bb.dataflow():
            s = bb.emit(relax.op.subtract(x, y))
            sq = bb.emit(relax.op.multiply(s, s))
            out = bb.emit_output(relax.op.sum(sq, axis=[1]))
        bb.emit_func_output(out)
    return bb.get()


mod = build()
print(mod)
sq_diff = is_op("relax.multiply")(is_op("relax.subtract")(wildcard(), wildcard()), wildcard())
mod = relax.transform.FuseOpsByPattern(
    [("mylib.squared_diff", sq_diff)], entry_functions=["predict"]
)(mod)
