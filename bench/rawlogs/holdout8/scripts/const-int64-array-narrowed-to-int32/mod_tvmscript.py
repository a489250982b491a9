# cause: const-int64-array-narrowed-to-int32
# expect: Binary operators must have the same datatype
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I


@I.ir_module
class Idx:
    @R.function
    def main(x: R.Tensor((3,), "int64")):
        with R.dataflow():
            a = R.const(np.array([5, 6, 7], "int64"))
            b = R.const(np.array([2, 0, 1], "int64"))
            r = R.mod(a, b)
            y = R.add(x, r)
            R.output(y)
        return y


with tvm.transform.PassContext(opt_level=3):
    mod = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.FoldConstant()])(Idx)
