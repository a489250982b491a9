# cause: user_int8_matmul_no_int32_accum
# expect: Not equal to tolerance
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class W8A8:
    @R.function
    def main(xq: R.Tensor((4, 128), "int8"), wq: R.Tensor((128, 32), "int8"),
             s: R.Tensor((32,), "float32")) -> R.Tensor((4, 32), "float32"):
        with R.dataflow():
            acc = R.matmul(xq, wq)
            y = R.multiply(R.astype(acc, "float32"), s)
            R.output(y)
        return y


rng = np.random.default_rng(4)
xq = rng.integers(-127, 127, (4, 128)).astype("int8")
wq = rng.integers(-127, 127, (128, 32)).astype("int8")
s = np.full((32,), 1e-4, "float32")
ex = tvm.compile(W8A8, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
y = vm["main"](tvm.runtime.tensor(xq), tvm.runtime.tensor(wq), tvm.runtime.tensor(s)).numpy()
ref = (xq.astype("int32") @ wq.astype("int32")).astype("float32") * s
print("max abs err:", np.abs(y - ref).max())
np.testing.assert_allclose(y, ref, rtol=1e-5, atol=1e-5)
