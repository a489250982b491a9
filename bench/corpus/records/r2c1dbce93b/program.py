import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import ir as I, relax as R

T = relax.TensorType

@I.ir_module
class Module:
    @R.function
    def main(y: R.Tensor((10000,), 'float16')) -> R.Tensor((), 'float16'):
        z = R.mean(y)
        return z
mod = Module
data = np.random.default_rng(492).uniform(0.5, 1.5, 10000).astype('float16')
ex = tvm.compile(mod, target='llvm')
vm = relax.VirtualMachine(ex, tvm.cpu())
got = vm['main'](tvm.runtime.tensor(data)).numpy()
np.testing.assert_allclose(got.astype('float64'), np.mean(data.astype('float64')), rtol=1e-6)
