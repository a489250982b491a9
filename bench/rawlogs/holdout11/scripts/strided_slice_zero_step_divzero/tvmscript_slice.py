# cause: strided_slice_zero_step_divzero
# expect: Divide by zero
# capture: pytest-native
import tvm
from tvm.script import ir as I, relax as R

def test_slice_parse():
    @I.ir_module
    class Slicer:
        @R.function
        def main(x: R.Tensor((10, 6), "int32")):
            with R.dataflow():
                y = R.strided_slice(x, axes=[0], begin=[2], end=[8], strides=[0])
                R.output(y)
            return y
    Slicer.show()
