# cause: foldconstant-int-div-by-zero-fpe
# expect: Floating point exception
# capture: combined
# env: PYTHONFAULTHANDLER=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I


@I.ir_module
class Idx:
    @R.function
    def main(x: R.Tensor((3,), "int32")):
        with R.dataflow():
            a = R.const(np.array([5, 6, 7], "int32"))
            b = R.const(np.array([2, 0, 1], "int32"))
            r = R.mod(a, b)
            y = R.add(x, r)
            R.output(y)
        return y


with tvm.transform.PassContext(opt_level=3):
    mod = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.FoldConstant()])(Idx)
