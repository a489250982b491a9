# cause: bitwise_op_accepts_float
# expect: << operator \(left shift\)
# capture: pytest-native
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Scale:
    @R.function
    def main(x: R.Tensor((2, 3, 4), "float32"), s: R.Tensor((4,), "float32")):
        with R.dataflow():
            y = R.left_shift(x, s)
            R.output(y)
        return y

def test_shift():
    mod = tvm.ir.transform.Sequential([relax.transform.LegalizeOps(), relax.transform.FoldConstant()])(Scale)
    mod.show()
