import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
t = relax.Var('t', T((7, 6), 'float32'))
b = relax.Var('b', T((6, 5), 'float32'))
with bb.function('main', [t, b]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.matmul(t, b))
        lv1 = bb.emit(relax.op.exp(lv0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
relax.transform.BindParams('main', {'gamma': np.zeros((2, 2), 'float32'), 'scale': np.zeros((2, 2), 'float32')})(mod)
