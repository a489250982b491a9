# cause: convertlayout-caller-feeds-converted-layout
# expect: Not equal to tolerance
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class ConvNet:
    @R.function
    def main(x: R.Tensor((1, 3, 16, 16), "float32"), w: R.Tensor((8, 3, 3, 3), "float32"), b: R.Tensor((1, 8, 1, 1), "float32")):
        R.func_attr({"num_input": 1})
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=1)
            z = R.add(y, b)
            o = R.nn.relu(z)
            R.output(o)
        return o

rng = np.random.default_rng(0)
def rand(*shape):
    return rng.standard_normal(shape).astype("float32")


def test_ohwi_weights_wrong_result():
    import torch
    mod = relax.transform.ConvertLayout({"relax.nn.conv2d": ["NHWC", "OHWI"]})(ConvNet)
    ex = tvm.compile(mod, target="llvm")
    x, w = rand(1, 3, 16, 16), rand(8, 3, 3, 3)
    b = np.zeros((1, 8, 1, 1), "float32")
    w = w[:, :3, :, :]  # 3x3 kernel with 3 input channels: OIHW and OHWI have the same shape
    w_ohwi = np.ascontiguousarray(w.transpose(0, 2, 3, 1))
    vm = relax.VirtualMachine(ex, tvm.cpu())
    T = tvm.runtime.tensor
    out = vm["main"](T(x), T(w_ohwi), T(b)).numpy()
    ref = torch.relu(torch.nn.functional.conv2d(torch.from_numpy(x), torch.from_numpy(w), padding=1)).numpy()
    np.testing.assert_allclose(out, ref, rtol=1e-4, atol=1e-4)
