import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
data = relax.Var('data', T((8,), 'float32'))
with bb.function('main', [data]):
    lv0 = bb.emit(relax.op.abs(data))
    bb.emit_func_output(lv0)
mod = bb.get()
ex = tvm.compile(mod, target='llvm')
vm = relax.VirtualMachine(ex, tvm.cpu())
vm['main'](tvm.runtime.tensor(np.ones((8,), 'float16')))
