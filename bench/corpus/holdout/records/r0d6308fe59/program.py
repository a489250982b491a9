import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
p1 = relax.Var('p1', T((6, 5, 6), 'float32'))
with bb.function('main', [p1]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.exp(p1))
        gv = bb.emit_output(lv0)
    bb.emit_func_output(gv)
mod = bb.get()
ex = tvm.compile(mod, target='llvm')
vm = relax.VirtualMachine(ex, tvm.cpu())
vm['main'](tvm.runtime.tensor(np.ones((6, 5, 6, 1), 'float32')))
