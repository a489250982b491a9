# cause: reshape_legalize_shape_var_assert
# expect: assert isinstance\(tgt_shape, ShapeExpr\)
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Unflatten:
    @R.function
    def main(x: R.Tensor(("n",), "float32"), s: R.Shape(["a", "b"])):
        a = T.int64()
        b = T.int64()
        with R.dataflow():
            y = R.reshape(x, s)
            R.output(y)
        return y


ex = tvm.compile(Unflatten, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.ones(6, "float32")), tvm.runtime.ShapeTuple([2, 3])).shape)
