# cause: bool-reduce-min-value
# expect: Cannot decide min_value for typeT?\.?bool
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 3, 4), "bool"))
with bb.function("main", [x]):
    with bb.dataflow():
        i = bb.emit_output(relax.op.argmax(x, axis=2, keepdims=True))
    bb.emit_func_output(i)
mod = bb.get()

with tvm.target.Target("llvm"):
    mod = relax.get_pipeline("zero")(mod)
