import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
b = relax.Var('b', T((16, 16), 'float32'))
with bb.function('main', [b]):
    with bb.dataflow():
        e = b
        for _ in range(3188):
            e = bb.emit(relax.op.subtract(relax.op.matmul(e, e), e))
        o = bb.emit_output(e)
    bb.emit_func_output(o)
tvm.compile(bb.get(), target='llvm')
