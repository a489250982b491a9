# cause: if_in_dataflow_block
# expect: Cannot create an IfFrame inside a dataflow block
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Branchy:
    @R.function
    def main(flag: R.Tensor((), "bool"), x: R.Tensor((4,), "float32")):
        with R.dataflow():
            h = R.multiply(x, R.const(2.0, "float32"))
            if flag:
                y = R.nn.relu(h)
            else:
                y = R.nn.gelu(h)
            R.output(y)
        return y
