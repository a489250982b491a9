# cause: topi_reduce_axis_out_of_range
# expect: exceeds the maximum dimension 2
# capture: stderr
import tvm
from tvm import relax, topi
from tvm.script import relax as R

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((4, 8), "float32"))
with bb.function("main", [x]):
    y = bb.emit_te(topi.nn.relu, x)
    z = bb.emit_te(topi.sum, y, axis=2)
    bb.emit_func_output(z)
bb.get().show()
