import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(y: R.Tensor((2, 9, 8), 'float32')):
        with R.dataflow():
            lv0 = R.nn.relu(y)
            R.output(lv0)
        return lv0
mod = Module
ex = tvm.compile(mod, target='llvm')
vm = relax.VirtualMachine(ex, tvm.cpu())
vm['main'](tvm.runtime.tensor(np.ones((2, 9, 7), 'float32')))
