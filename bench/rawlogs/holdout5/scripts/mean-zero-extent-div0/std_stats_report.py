# cause: mean-zero-extent-div0
# expect: Divide by zero
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Stats:
    @R.function
    def main(x: R.Tensor((8, 0), "float32")) -> R.Tuple(R.Tensor((8,), "float32"), R.Tensor((8,), "float32")):
        with R.dataflow():
            s = R.std(x, axis=[1])
            mx = R.sum(x, axis=[1])
            out = (s, mx)
            R.output(out)
        return out


print("input module:")
Stats.show()
print("building for llvm ...")
ex = relax.build(Stats, target="llvm")
print("done")
