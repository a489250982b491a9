# cause: roundtrip-function-undefined-callee
# expect: Undefined variable: encoder_block
# capture: pytest
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def encoder_block(x: R.Tensor((1, 8), "float32")) -> R.Tensor((1, 8), "float32"):
        y = R.nn.layer_norm(x, R.ones((8,), "float32"), R.zeros((8,), "float32"), axes=[-1])
        return y

    @R.function
    def main(x: R.Tensor((1, 8), "float32")) -> R.Tensor((1, 8), "float32"):
        cls = Model
        h = cls.encoder_block(x)
        o = cls.encoder_block(h)
        return o


def test_main_roundtrip():
    text = str(Model["main"])
    again = tvm.script.from_source(text)
    tvm.ir.assert_structural_equal(again, Model["main"])
