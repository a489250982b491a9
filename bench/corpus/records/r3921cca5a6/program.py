import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
inp = relax.Var('inp', T((3, 5), 'float16'))
a = relax.Var('a', T((3, 5), 'float16'))
with bb.function('main', [a]):
    with bb.dataflow():
        lv1 = bb.emit(relax.op.maximum(a, inp))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
tvm.compile(mod, target='llvm')
