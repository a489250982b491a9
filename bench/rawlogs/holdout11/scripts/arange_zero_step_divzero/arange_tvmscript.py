# cause: arange_zero_step_divzero
# expect: Divide by zero
# capture: pytest
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R

@I.ir_module
class Pos:
    @R.function
    def main(x: R.Tensor((128,), "int64")):
        with R.dataflow():
            p = R.arange(0, 128, 0, dtype="int64")
            y = R.add(x, p)
            R.output(y)
        return y

def test_positions():
    assert Pos["main"] is not None
