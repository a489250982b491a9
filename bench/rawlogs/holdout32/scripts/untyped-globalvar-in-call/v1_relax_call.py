# cause: untyped-globalvar-in-call
# expect: Check failed: \(!call->op->ty.IsMissing\(\)\) is false
# capture: stderr
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Lib:
    @R.function
    def normalize(x: R.Tensor((8,), "float32")) -> R.Tensor((8,), "float32"):
        m = R.mean(x)
        y = R.subtract(x, m)
        return y


bb = relax.BlockBuilder(Lib.clone())
x = relax.Var("x", relax.TensorType((8,), "float32"))
with bb.function("main", [x]):
    y = bb.emit(relax.Call(tvm.ir.GlobalVar("normalize"), [x]))
    z = bb.emit(relax.op.exp(y))
    bb.emit_func_output(z)
mod = bb.get()
print(mod)
