import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((8,), 'float32')):
        with R.dataflow():
            lv0 = R.exp(data)
            lv1 = R.add(lv0, data)
            R.output(lv1)
        return lv1
mod = Module
ex = tvm.compile(mod, target='llvm')
vm = relax.VirtualMachine(ex, tvm.cpu())
vm['main'](tvm.runtime.tensor(np.ones((6,), 'float32')))
