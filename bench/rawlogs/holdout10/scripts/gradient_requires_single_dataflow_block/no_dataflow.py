# cause: gradient_requires_single_dataflow_block
# expect: now only support one dataflow block
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

@I.ir_module
class Loss:
    @R.function
    def main(x: R.Tensor((4, 8), "float32")):
        y = R.exp(x)
        l = R.sum(y)
        return l

mod = relax.transform.Gradient("main")(Loss)
