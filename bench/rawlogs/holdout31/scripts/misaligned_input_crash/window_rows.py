# cause: misaligned_input_crash
# expect: Segfault encountered
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class RowNorm:
    @R.function
    def main(x: R.Tensor((3, 10), "float32")):
        with R.dataflow():
            sq = R.multiply(x, x)
            s = R.sum(sq, axis=1, keepdims=True)
            y = R.divide(x, R.sqrt(s))
            R.output(y)
        return y


ex = tvm.compile(RowNorm, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

dataset = np.random.default_rng(0).standard_normal((100, 10)).astype("float32")
for start in range(0, 9, 3):
    window = dataset[start : start + 3]
    y = vm["main"](window).numpy()
    print(start, np.linalg.norm(y, axis=1))
