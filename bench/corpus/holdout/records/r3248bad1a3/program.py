import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
b = relax.Var('b', T((7,), 'float16'))
p1 = relax.Var('p1', T((7,), 'float16'))
with bb.function('main', [p1]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.negative(p1))
        lv1 = bb.emit(relax.op.multiply(lv0, b))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
tvm.compile(mod, target='llvm')
