# cause: call_to_undefined_global_var
# expect: IsMissing
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((4,), "float32"))
with bb.function("activation", [x]):
    bb.emit_func_output(relax.op.nn.silu(x))
y = relax.Var("y", relax.TensorType((4,), "float32"))
# refers to the callee by a freshly made GlobalVar with the same name
act = relax.GlobalVar("activation")
with bb.function("main", [y]):
    h = bb.emit(relax.Call(act, [y]))
    bb.emit_func_output(h)
mod = bb.get()
print(mod)
