import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p1 = relax.Var('p1', T((3,), 'float32'))
with bb.function('main', [p1]):
    lv0 = bb.emit(relax.op.nn.relu(p1))
    bb.emit_func_output(lv0)
mod = bb.get()
ex = tvm.compile(mod, target='llvm')
vm = relax.VirtualMachine(ex, tvm.cpu())
vm['main'](tvm.runtime.tensor(np.ones((3, 3), 'float32')))
