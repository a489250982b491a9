# cause: tvmscript_undefined_variable
# expect: Undefined variable: bias
# capture: pytest-native
import tvm
from tvm.script import ir as I, relax as R

def test_bias():
    @I.ir_module
    class Lin:
        @R.function
        def main(x: R.Tensor((2, 8), "float32"), w: R.Tensor((8, 8), "float32")):
            with R.dataflow():
                y = R.add(R.matmul(x, w), bias)
                R.output(y)
            return y
