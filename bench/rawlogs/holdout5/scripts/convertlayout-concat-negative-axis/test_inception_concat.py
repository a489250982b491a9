# cause: convertlayout-concat-negative-axis
# expect: DataflowBlock Pass should not rewrite or delete any global-scope Var
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Inception:
    @R.function
    def main(x: R.Tensor((1, 16, 8, 8), "float32"), w1: R.Tensor((8, 16, 1, 1), "float32"), w3: R.Tensor((8, 16, 3, 3), "float32")):
        with R.dataflow():
            b1 = R.nn.conv2d(x, w1)
            b3 = R.nn.conv2d(x, w3, padding=1)
            r1 = R.nn.relu(b1)
            r3 = R.nn.relu(b3)
            y = R.concat((r1, r3), axis=-3)
            R.output(y)
        return y


DESIRED = {"relax.nn.conv2d": ["NCHW8c", "OIHW8o"]}


def test_convert_layout_nhwc():
    mod = relax.transform.ConvertLayout({"relax.nn.conv2d": ["NHWC", "OHWI"]})(Inception)
    assert "NHWC" in mod.script()


def test_convert_layout_packed():
    relax.transform.ConvertLayout(DESIRED)(Inception)
