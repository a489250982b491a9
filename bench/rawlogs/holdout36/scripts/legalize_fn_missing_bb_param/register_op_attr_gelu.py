# cause: legalize_fn_missing_bb_param
# expect: takes 1 positional argument but 2 were given
# capture: ipython
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

@tvm.ir.register_op_attr("relax.nn.gelu", "FLegalize", level=11)
def fast_gelu(call):
    x = call.args[0]
    return relax.op.multiply(x, relax.op.sigmoid(relax.op.multiply(x, relax.const(1.702, "float32"))))

@tvm.script.ir_module
class G:
    @R.function
    def main(x: R.Tensor((4, 32), "float32")):
        with R.dataflow():
            y = R.nn.gelu(x)
            R.output(y)
        return y

ex = tvm.compile(G, target="llvm")
