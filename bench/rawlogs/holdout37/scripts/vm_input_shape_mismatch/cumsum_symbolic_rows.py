# cause: vm_input_shape_mismatch
# expect: ErrorContext\(fn=main
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Prefix:
    @R.function
    def main(x: R.Tensor(("n", 16), "float32")):
        with R.dataflow():
            c = R.cumsum(x, axis=1)
            R.output(c)
        return c


ex = tvm.compile(Prefix, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
for n in (1, 4, 9):
    x = np.random.rand(n, 16 if n < 9 else 15).astype("float32")  # last batch trimmed by the loader
    got = vm["main"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_allclose(got, np.cumsum(x, axis=1), rtol=1e-5)
    print("rows", n, "ok")
