# cause: gradient_requires_dataflow_block
# expect: now only support one dataflow block
# env: TVM_BACKTRACE=1
# capture: combined
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 6), "float64"))
with bb.function("objective", [x]):
    s = bb.emit(relax.op.sin(x))
    c = bb.emit(relax.op.cos(x))
    l = bb.emit(relax.op.sum(relax.op.multiply(s, c)))
    bb.emit_func_output(l)
mod = bb.get()
print(mod)
mod = relax.transform.Gradient("objective")(mod)
