# cause: dataflow_var_used_outside_block
# expect: Undefined variable: h
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class MLP:
    @R.function
    def main(x: R.Tensor((1, 4), "float32"), w1: R.Tensor((4, 4), "float32"), w2: R.Tensor((4, 2), "float32")):
        with R.dataflow():
            h = R.nn.relu(R.matmul(x, w1))
            o = R.matmul(h, w2)
            R.output(o)
        resid = R.add(R.sum(h), R.sum(o))
        return resid
