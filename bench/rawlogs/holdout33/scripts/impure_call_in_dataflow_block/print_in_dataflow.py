# cause: impure_call_in_dataflow_block
# expect: Program is not well-formed
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Traced:
    @R.function(pure=False)
    def main(x: R.Tensor((2, 4), "float32")):
        with R.dataflow():
            y = R.nn.softmax(x, axis=-1)
            R.print(y, format="softmax: {}")
            z = R.sum(y, axis=[1])
            R.output(z)
        return z


ex = tvm.compile(Traced, target="llvm")
