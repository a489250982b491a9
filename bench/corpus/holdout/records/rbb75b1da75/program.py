import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
y = relax.Var('y', T((3,), 'float32'))
with bb.function('main', [y]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.nn.relu(y))
        gv = bb.emit_output(lv0)
    bb.emit_func_output(gv)
mod = bb.get()
ex = tvm.compile(mod, target='llvm')
vm = relax.VirtualMachine(ex, tvm.cpu())
vm['main'](tvm.runtime.tensor(np.ones((3, 1), 'float32')))
