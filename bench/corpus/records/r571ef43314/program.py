import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p1 = relax.Var('p1', T((4, 4), 'float32'))
with bb.function('main', [p1]):
    with bb.dataflow():
        e = p1
        for _ in range(3022):
            e = bb.emit(relax.op.multiply(relax.op.matmul(e, e), e))
        o = bb.emit_output(e)
    bb.emit_func_output(o)
tvm.compile(bb.get(), target='llvm')
