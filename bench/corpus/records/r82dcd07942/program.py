import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
rhs = relax.Var('rhs', T((16, 16), 'float32'))
with bb.function('main', [rhs]):
    with bb.dataflow():
        e = rhs
        for _ in range(3539):
            e = bb.emit(relax.op.multiply(relax.op.matmul(e, e), e))
        o = bb.emit_output(e)
    bb.emit_func_output(o)
tvm.compile(bb.get(), target='llvm')
