import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p0 = relax.Var('p0', T((2, 2, 22), 'float16'))
b = relax.Var('b', T((7, 16, 3), 'float16'))
with bb.function('main', [p0, b]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.nn.conv1d(p0, b))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
