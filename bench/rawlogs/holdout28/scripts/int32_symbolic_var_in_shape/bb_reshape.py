# cause: int32_symbolic_var_in_shape
# expect: the value in ShapeType can only have dtype of int64
# capture: stderr
import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import relax as R

seq = tirx.Var("seq", "int32")
x = relax.Var("x", R.Tensor((seq, 8), "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.relu(x))
        y = bb.emit_output(relax.op.reshape(y, (seq * 8,)))
    bb.emit_func_output(y)
print(bb.get())
