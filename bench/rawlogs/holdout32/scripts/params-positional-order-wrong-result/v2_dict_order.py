# cause: params-positional-order-wrong-result
# expect: Mismatched elements
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4,), "float32"), scale: R.Tensor((4,), "float32"), shift: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        R.func_attr({"num_input": 1})
        y = R.multiply(x, scale)
        z = R.add(y, shift)
        return z


def test_affine():
    scale = np.array([2, 2, 2, 2], "float32")
    shift = np.array([1, 1, 1, 1], "float32")
    blob = tvm.runtime.save_param_dict({"shift": tvm.runtime.tensor(shift), "scale": tvm.runtime.tensor(scale)})
    params = tvm.runtime.load_param_dict(blob)
    ex = tvm.compile(Model, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.arange(4, dtype="float32")
    out = vm["main"](tvm.runtime.tensor(x), *params.values()).numpy()
    np.testing.assert_allclose(out, x * scale + shift)
