# cause: custom_legalize_reduce_axis_out_of_range
# expect: exceeds the maximum dimension
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

def my_argmax(bb, call):
    return bb.call_te(topi.argmax, call.args[0], axis=3, keepdims=False)

@tvm.script.ir_module
class ArgM:
    @R.function
    def main(x: R.Tensor((2, 10), "float32")):
        with R.dataflow():
            y = R.argmax(x, axis=1)
            R.output(y)
        return y

mod = relax.transform.LegalizeOps(customize_legalize_map={"relax.argmax": my_argmax})(ArgM)
