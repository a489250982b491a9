# cause: old_api_struct_info_attribute
# expect: 'DataflowVar' object has no attribute 'struct_info'
# capture: combined
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((8, 16), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        h = bb.emit(relax.op.nn.relu(x))
        n = h.struct_info.shape[1]
        y = bb.emit(relax.op.sum(h, axis=[1]))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
print(n)
