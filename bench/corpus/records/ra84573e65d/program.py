import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
x = relax.Var('x', T((16, 16), 'float32'))
with bb.function('main', [x]):
    with bb.dataflow():
        e = x
        for _ in range(3431):
            e = bb.emit(relax.op.add(relax.op.matmul(e, e), e))
        o = bb.emit_output(e)
    bb.emit_func_output(o)
tvm.compile(bb.get(), target='llvm')
