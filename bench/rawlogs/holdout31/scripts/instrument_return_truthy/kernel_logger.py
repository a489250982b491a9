# cause: instrument_return_truthy
# expect: AssertionError: gelu output does not match the numpy reference
# capture: combined
import math

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Ffn:
    @R.function
    def main(x: R.Tensor((2, 16), "float32"), w: R.Tensor((16, 16), "float32")):
        with R.dataflow():
            h = R.matmul(x, w)
            y = R.nn.gelu(h)
            R.output(y)
        return y


ex = tvm.compile(Ffn, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
kernels = []


def log_kernel(func, name, before_run, ret_value, *args):
    if name.startswith("vm.builtin"):
        return None  # VM bookkeeping, not interesting
    if before_run:
        kernels.append(name)
    return 1  # keep going


vm.set_instrument(log_kernel)
x = np.linspace(-2, 2, 32, dtype="float32").reshape(2, 16)
w = np.eye(16, dtype="float32")
got = vm["main"](x, w).numpy()
print("kernels launched:", kernels)
ref = x * 0.5 * (1.0 + np.vectorize(math.erf)(x / math.sqrt(2.0)))
assert np.allclose(got, ref, atol=1e-5), "gelu output does not match the numpy reference"
