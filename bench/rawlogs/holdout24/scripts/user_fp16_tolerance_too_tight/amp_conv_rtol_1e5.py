# cause: user_fp16_tolerance_too_tight
# expect: Not equal to tolerance
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class ConvNet:
    @R.function
    def main(x: R.Tensor((1, 16, 16, 16), "float32"), w: R.Tensor((32, 16, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.relu(R.nn.conv2d(x, w, padding=1))
            R.output(y)
        return y


rng = np.random.default_rng(0)
x = rng.standard_normal((1, 16, 16, 16)).astype("float32")
w = rng.standard_normal((32, 16, 3, 3)).astype("float32")

ref_ex = tvm.compile(ConvNet, target="llvm")
ref = relax.VirtualMachine(ref_ex, tvm.cpu())["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w)).numpy()

amp = relax.transform.ToMixedPrecision(out_dtype="float16")(ConvNet)
amp_ex = tvm.compile(amp, target="llvm")
out = relax.VirtualMachine(amp_ex, tvm.cpu())["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(w)).numpy()
np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-6)
