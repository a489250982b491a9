# cause: foldconstant-int-div-zero-sigfpe
# expect: Fatal Python error: Floating point exception
# capture: stderr
# env: PYTHONFAULTHANDLER=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Buckets:
    @R.function
    def main(x: R.Tensor((4,), "int32")) -> R.Tensor((4,), "int32"):
        with R.dataflow():
            sizes = R.const(np.array([64, 128, 256, 512]), "int32")
            widths = R.const(np.array([8, 0, 16, 32]), "int32")
            per = R.floor_divide(sizes, widths)
            y = R.add(x, per)
            R.output(y)
        return y


mod = relax.transform.FoldConstant()(Buckets)
mod.show()
