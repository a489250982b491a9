# cause: gradient-target-not-scalar
# expect: but the Type of the given target \w+ is R\.Tensor\(\(\), dtype="int32"\)
# capture: combined
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((5,), "int32"))
with bb.function("main", [x]):
    with bb.dataflow():
        s = bb.emit(relax.op.sum(relax.op.multiply(x, x)))
        out = bb.emit_output(s)
    bb.emit_func_output(out)
mod = bb.get()
print(mod)
relax.transform.Gradient("main")(mod)
