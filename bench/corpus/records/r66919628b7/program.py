import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
data = relax.Var('data', T((6, 2), 'float32'))
w = relax.Var('w', T((2, 9), 'float32'))
with bb.function('main', [data, w]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.matmul(data, w))
        lv1 = bb.emit(relax.op.sigmoid(lv0))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
relax.transform.BindParams('main', {'beta': np.zeros((2, 2), 'float32'), 'bias': np.zeros((2, 2), 'float32'), 'w': np.zeros((1,), 'float32')})(mod)
