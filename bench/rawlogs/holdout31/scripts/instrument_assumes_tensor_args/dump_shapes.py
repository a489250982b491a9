# cause: instrument_assumes_tensor_args
# expect: AttributeError: 'int' object has no attribute 'shape'
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Conv:
    @R.function
    def main(x: R.Tensor((1, 2, 6, 6), "float32"), w: R.Tensor((4, 2, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w)
            z = R.nn.relu(y)
            R.output(z)
        return z


ex = tvm.compile(Conv, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())


def dump_shapes(func, name, before_run, ret_value, *args):
    if before_run:
        print(f"{name:32s}", [tuple(a.shape) for a in args])


vm.set_instrument(dump_shapes)
x = np.ones((1, 2, 6, 6), dtype="float32")
w = np.full((4, 2, 3, 3), 0.1, dtype="float32")
print(vm["main"](x, w).numpy()[0, :, 0, 0])
