# cause: instrument_return_truthy
# expect: AttributeError: 'NoneType' object has no attribute 'numpy'
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4, 8), "float32"), w: R.Tensor((8, 8), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.relu(y)
            R.output(z)
        return z


ex = tvm.compile(Model, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

trace = []


def tracer(func, func_symbol, before_run, ret_value, *args):
    if before_run:
        trace.append(func_symbol)
    return True


vm.set_instrument(tracer)
x = np.ones((4, 8), dtype="float32")
w = np.eye(8, dtype="float32")
out = vm["main"](x, w)
print("calls:", trace)
print(out.numpy())
