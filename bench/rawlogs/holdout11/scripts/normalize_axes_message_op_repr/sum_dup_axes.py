# cause: normalize_axes_message_op_repr
# expect: In ir.Op\(span=None.*non-repetitive
# capture: pytest-native
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

def test_reduce():
    @I.ir_module
    class Red:
        @R.function
        def main(x: R.Tensor((4, 5, 6), "float32")):
            with R.dataflow():
                y = R.sum(x, axis=[1, -2])
                R.output(y)
            return y
