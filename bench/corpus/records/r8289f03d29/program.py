import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
lhs = relax.Var('lhs', T((4, 4), 'float32'))
with bb.function('main', [lhs]):
    with bb.dataflow():
        e = lhs
        for _ in range(3211):
            e = bb.emit(relax.op.multiply(relax.op.matmul(e, e), e))
        o = bb.emit_output(e)
    bb.emit_func_output(o)
tvm.compile(bb.get(), target='llvm')
