# cause: repeat-zero-repeats-topi
# expect: repeat only accepts `repeats >= 1`, but got repeats = 0
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Expand:
    @R.function
    def main(kv: R.Tensor((1, 4, 16, 64), "float16")):
        with R.dataflow():
            r = R.repeat(kv, 0, axis=1)
            R.output(r)
        return r

ex = tvm.compile(Expand, target="llvm")
