# cause: llvm_fp16_inverse_trig_intrinsic
# expect: unknown intrinsic .*tirx\.(asin|acos)
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Angles:
    @R.function
    def main(c: R.Tensor((16,), "float16")) -> R.Tensor((16,), "float16"):
        with R.dataflow():
            a = R.asin(c)
            b = R.acos(c)
            s = R.add(a, b)
            R.output(s)
        return s


def test_angles_fp16():
    tvm.compile(Angles, target="llvm")
