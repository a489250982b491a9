# cause: python_control_flow_on_symbolic_dim
# expect: int\(\) argument must be a string, a bytes-like object or a real number, not 'Var'
# capture: stderr
# post: crlf
import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import relax as R

n = tirx.Var("n", "int64")
x = relax.Var("x", R.Tensor((n, 8), "float32"))
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    with bb.dataflow():
        half = int(x.ty.shape[0]) // 2
        y = bb.emit_output(relax.op.strided_slice(x, axes=[0], begin=[0], end=[half]))
    bb.emit_func_output(y)
