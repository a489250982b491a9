# cause: atan2_int_accepted
# expect: unknown intrinsic .*tirx\.atan2
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class GridAngle:
    @R.function
    def main(a: R.Tensor((3, 4), "int64"), b: R.Tensor((4,), "int64")):
        with R.dataflow():
            t = R.atan2(a, b)
            R.output(t)
        return t


def test_grid_angle():
    ex = tvm.compile(GridAngle, target="llvm")
