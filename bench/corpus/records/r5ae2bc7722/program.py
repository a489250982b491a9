import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(lhs: R.Tensor((3, 5, 4), 'float32')):
        with R.dataflow():
            lv0 = R.nn.relu(lhs)
            R.output(lv0)
        return lv0
mod = Module
ex = tvm.compile(mod, target='llvm')
vm = relax.VirtualMachine(ex, tvm.cpu())
vm['main'](tvm.runtime.tensor(np.ones((3, 8, 4), 'float32')))
