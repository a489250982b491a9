# cause: shape_param_given_sequence
# expect: param=new_shape, annotation=R\.Shape\(\[a, b\]\)\)  expect a Shape but get ffi\.Array
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T


@I.ir_module
class Reshaper:
    @R.function
    def reshape_to(x: R.Tensor(("n",), "float32"), new_shape: R.Shape(["a", "b"])):
        a = T.int64()
        b = T.int64()
        with R.dataflow():
            y = R.reshape(x, R.shape([a, b]))
            R.output(y)
        return y


ex = tvm.compile(Reshaper, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

flat = np.arange(12, dtype="float32")
grid = vm["reshape_to"](flat, (3, 4))
print(grid.numpy())
