import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
data = relax.Var('data', T((9, 3), 'float32'))
inp = relax.Var('inp', T((3, 3), 'float32'))
with bb.function('main', [data, inp]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.matmul(data, inp))
        lv1 = bb.emit(relax.op.abs(lv0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
relax.transform.BindParams('main', {'const0': np.zeros((2, 2), 'float32'), 'w1': np.zeros((2, 2), 'float32')})(mod)
