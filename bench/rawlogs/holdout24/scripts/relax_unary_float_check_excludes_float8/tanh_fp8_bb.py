# cause: relax_unary_float_check_excludes_float8
# expect: requires the input tensor to have float dtype\. However, the given input dtype is T\.float8_e4m3fn
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4, 64), "float8_e4m3fn"))
with bb.function("act", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.tanh(x))
    bb.emit_func_output(y)
mod = bb.get()
print(mod)
