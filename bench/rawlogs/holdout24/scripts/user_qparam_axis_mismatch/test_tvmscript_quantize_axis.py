# cause: user_qparam_axis_mismatch
# expect: Size mismatch: .*relax\.quantize
# capture: pytest
import tvm
from tvm.script import ir as I, relax as R


def test_per_channel_activation_quant():
    @I.ir_module
    class ActQ:
        @R.function
        def main(x: R.Tensor((1, 24, 14, 14), "float32"), s: R.Tensor((24,), "float32")):
            with R.dataflow():
                q = R.quantize(x, s, R.const(0, "int8"), out_dtype="int8")
                R.output(q)
            return q

    assert ActQ is not None
