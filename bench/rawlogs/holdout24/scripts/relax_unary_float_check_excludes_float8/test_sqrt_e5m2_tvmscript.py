# cause: relax_unary_float_check_excludes_float8
# expect: requires the input tensor to have float dtype\. However, the given input dtype is T\.float8_e5m2
# capture: pytest
import tvm
from tvm.script import ir as I, relax as R


def test_rms_fp8():
    @I.ir_module
    class RMS:
        @R.function
        def main(x: R.Tensor((8, 32), "float8_e5m2")):
            with R.dataflow():
                ms = R.mean(R.multiply(x, x), axis=[1], keepdims=True)
                r = R.sqrt(ms)
                R.output(r)
            return r

    assert RMS is not None
