# cause: flegalize_register_same_level
# expect: Attribute FLegalize of relax\.nn\.softmax is already registered
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

@tvm.ir.register_op_attr("relax.nn.softmax", "FLegalize")
def stable_softmax(bb, call):
    x = call.args[0]
    return bb.call_te(topi.nn.softmax, x, axis=call.attrs.axis)

@tvm.script.ir_module
class Sm:
    @R.function
    def main(x: R.Tensor((2, 5), "float32")):
        with R.dataflow():
            y = R.nn.softmax(x, axis=-1)
            R.output(y)
        return y

ex = tvm.compile(Sm, target="llvm")
