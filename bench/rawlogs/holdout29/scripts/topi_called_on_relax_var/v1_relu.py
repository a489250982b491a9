# cause: topi_called_on_relax_var
# expect: shape is only available on a Var with BufferType
# capture: stderr
import tvm
from tvm import relax, topi
from tvm.script import relax as R

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((4, 8), "float32"))
with bb.function("main", [x]):
    y = bb.emit(topi.nn.relu(x))
    bb.emit_func_output(y)
print(bb.get())
