import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
inp = relax.Var('inp', T((4, 3), 'float16'))
with bb.function('main', [inp]):
    lv1 = bb.emit(relax.op.mean(inp, axis=-3))
    bb.emit_func_output(lv1)
mod = bb.get()
