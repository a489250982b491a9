import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
data = relax.Var('data', T((4, 4), 'float32'))
with bb.function('main', [data]):
    with bb.dataflow():
        e = data
        for _ in range(3231):
            e = bb.emit(relax.op.add(relax.op.matmul(e, e), e))
        o = bb.emit_output(e)
    bb.emit_func_output(o)
tvm.compile(bb.get(), target='llvm')
