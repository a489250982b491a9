import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

bb = relax.BlockBuilder()
x = relax.Var('x', T((9, 5, 7), 'float32'))
with bb.function('main', [x]):
    with bb.dataflow():
        lv0 = bb.emit(relax.op.exp(x))
        lv1 = bb.emit(relax.op.add(lv0, x))
        gv = bb.emit_output(lv1)
    bb.emit_func_output(gv)
mod = bb.get()
ex = tvm.compile(mod, target='llvm')
vm = relax.VirtualMachine(ex, tvm.cpu())
vm['main'](tvm.runtime.tensor(np.ones((9, 9, 7), 'float32')))
