# cause: kwargs_misuse
# expect: TypeError: __call__\(\) got an unexpected keyword argument 'x'
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Affine:
    @R.function
    def main(x: R.Tensor((4, 3), "float32"), w: R.Tensor((3, 2), "float32"), b: R.Tensor((2,), "float32")):
        with R.dataflow():
            y = R.add(R.matmul(x, w), b)
            R.output(y)
        return y


ex = tvm.compile(Affine, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

inputs = {
    "x": np.ones((4, 3), dtype="float32"),
    "w": np.full((3, 2), 0.5, dtype="float32"),
    "b": np.array([1.0, -1.0], dtype="float32"),
}
y = vm["main"](**inputs)
print(y.numpy())
