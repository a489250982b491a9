# cause: bf16_copyfrom_reinterprets
# expect: Not equal to tolerance rtol=0\.01
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Dequant:
    @R.function
    def main(x: R.Tensor((2, 6), "float32"), w: R.Tensor((6, 3), "bfloat16")):
        with R.dataflow():
            y = R.matmul(x, R.astype(w, "float32"))
            R.output(y)
        return y


ex = tvm.compile(Dequant, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

# weights were shipped as fp16; move them to the bf16 layout the kernel wants
w_half = (np.arange(18, dtype="float32").reshape(6, 3) / 4.0).astype("float16")
w = tvm.runtime.empty((6, 3), "bfloat16").copyfrom(w_half)
x = np.ones((2, 6), dtype="float32")
got = vm["main"](x, w).numpy()
print(got)
np.testing.assert_allclose(got, x @ w_half.astype("float32"), rtol=1e-2)
