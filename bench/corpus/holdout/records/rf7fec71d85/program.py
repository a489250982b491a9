import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
data = relax.Var('data', T((6, 7, 7), 'float32'))
with bb.function('main', [data]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.negative(data))
        gv = bb.emit_output(lv0)
    bb.emit_func_output(gv)
mod = bb.get()
ex = tvm.compile(mod, target='llvm')
vm = relax.VirtualMachine(ex, tvm.cpu())
vm['main'](tvm.runtime.tensor(np.ones((6, 7, 7), 'float16')))
