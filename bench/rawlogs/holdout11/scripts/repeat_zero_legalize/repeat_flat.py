# cause: repeat_zero_legalize
# expect: repeats >= 1
# capture: pytest
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Rep:
    @R.function
    def main(x: R.Tensor((3, 3), "int64")):
        with R.dataflow():
            y = R.repeat(x, 0)
            R.output(y)
        return y

def test_repeat():
    Rep.show()
    relax.transform.LegalizeOps()(Rep)
