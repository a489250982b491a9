# cause: fresh-globalvar-same-name
# expect: InternalError: Check failed: \(\(\*it\)\.second\.same_as\(var\)\)
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2, 6), "float32"), w: R.Tensor((6, 3), "float32")) -> R.Tensor((2, 3), "float32"):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


# swap in a variant of main that also applies relu; keep the rest of the module
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 6), "float32"))
w = relax.Var("w", relax.TensorType((6, 3), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.matmul(x, w))
        z = bb.emit_output(relax.op.nn.relu(y))
    bb.emit_func_output(z)
replacement = bb.get()["main"]

mod = Model.clone()
mod.update({"main": replacement})
ex = tvm.compile(mod, target="llvm")
print(ex)
