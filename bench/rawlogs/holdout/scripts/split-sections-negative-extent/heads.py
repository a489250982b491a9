# cause: split-sections-negative-extent
# expect: R\.Tensor\(\(2, -1\)[\s\S]*InternalError: std::bad_alloc
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Heads:
    @R.function
    def main(x: R.Tensor((2, 7), "float32")):
        with R.dataflow():
            parts = R.split(x, indices_or_sections=5, axis=1)
            h0 = parts[0]
            h4 = parts[4]
            out = R.concat([h0, h4], axis=1)
            R.output(out)
        return out


print(Heads)
ex = relax.build(Heads, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
res = vm["main"](tvm.runtime.tensor(np.arange(14, dtype="float32").reshape(2, 7)))
print(res.numpy())
