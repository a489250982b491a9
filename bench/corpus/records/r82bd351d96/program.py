import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p0 = relax.Var('p0', T((7, 8), 'float32'))
x = relax.Var('x', T((8, 7), 'float32'))
with bb.function('main', [p0, x]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.matmul(p0, x))
        lv1 = bb.emit(relax.op.negative(lv0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
relax.transform.BindParams('main', {'scale': np.zeros((2, 2), 'float32')})(mod)
