import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(inp: R.Tensor((9, 6), 'float32')):
        lv0 = R.nn.relu(inp)
        lv1 = R.add(lv0, inp)
        return lv1
mod = Module
ex = tvm.compile(mod, target='llvm')
vm = relax.VirtualMachine(ex, tvm.cpu())
vm['main'](tvm.runtime.tensor(np.ones((12, 6), 'float32')))
