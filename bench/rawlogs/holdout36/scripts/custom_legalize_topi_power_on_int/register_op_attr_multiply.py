# cause: custom_legalize_topi_power_on_int
# expect: power only applies to float
# capture: combined
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

# legalize x*x as x**2 via FLegalize override (higher level than the default)
def mul_legalize(bb, call):
    a, b = call.args
    if a.same_as(b):
        return bb.call_te(topi.power, a, 2)
    return bb.call_te(topi.multiply, a, b)

tvm.ir.register_op_attr("relax.multiply", "FLegalize", mul_legalize, level=11)

@tvm.script.ir_module
class Sq:
    @R.function
    def main(x: R.Tensor((3, 3), "int64")):
        with R.dataflow():
            y = R.multiply(x, x)
            R.output(y)
        return y

ex = tvm.compile(Sq, target="llvm")
