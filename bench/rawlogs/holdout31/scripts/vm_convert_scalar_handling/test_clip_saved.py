# cause: vm_convert_scalar_handling
# expect: param=lo, annotation=T\.float32\) , expected dtype float32, but received ObjectRef of type ffi\.Tensor
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Clip:
    @R.function
    def clip(x: R.Tensor((2, 8), "float32"), lo: R.Prim("float32"), hi: R.Prim("float32")):
        with R.dataflow():
            y = R.clip(x, lo, hi)
            R.output(y)
        return y


def test_relu6_saved_closure():
    ex = tvm.compile(Clip, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.linspace(-4.0, 10.0, 16, dtype="float32").reshape(2, 8)
    vm.save_function("clip", "relu6", x, 0.0, 6.0)
    y = vm["relu6"]().numpy()
    np.testing.assert_allclose(y, np.clip(x, 0.0, 6.0))
