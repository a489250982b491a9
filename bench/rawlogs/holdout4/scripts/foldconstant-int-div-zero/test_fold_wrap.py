# cause: foldconstant-int-div-zero
# expect: Floating point exception
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Wrap:
    @R.function
    def main(x: R.Tensor((3,), "int32")):
        with R.dataflow():
            period = R.const(np.array([4, 0, 2], "int32"))
            base = R.const(np.array([5, 6, 7], "int32"))
            r = R.floor_mod(base, period)
            y = R.add(x, r)
            R.output(y)
        return y


def test_fold_wrap_offsets():
    seq = tvm.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.FoldConstant()])
    folded = seq(Wrap)
    folded.show()
