# cause: pad_width_torch_order
# expect: pad_width|Illegal
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Pad:
    @R.function
    def main(x: R.Tensor((1, 3, 5, 5), "int8")):
        with R.dataflow():
            y = R.nn.pad(x, pad_width=[0, 0, 1, 1], pad_value=0.0)
            R.output(y)
        return y

ex = tvm.compile(Pad, target="llvm")
