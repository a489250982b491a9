import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1,), 'float32')):
        z = R.zeros((100000, 40000), 'int64')
        return z
mod = Module
ex = tvm.compile(mod, target='llvm')
vm = relax.VirtualMachine(ex, tvm.cpu())
vm['main'](tvm.runtime.tensor(np.ones((1,), 'float32')))
