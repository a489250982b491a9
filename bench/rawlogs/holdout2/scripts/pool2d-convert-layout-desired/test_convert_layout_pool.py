# cause: pool2d-convert-layout-desired
# expect: NoDesiredLayout
# capture: pytest
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Pooling:
    @R.function
    def main(x: R.Tensor((2, 32, 20, 20), "float16")):
        with R.dataflow():
            y = R.nn.max_pool2d(x, pool_size=(2, 2), strides=(2, 2))
            z = R.nn.avg_pool2d(y, pool_size=(2, 2), strides=(2, 2))
            R.output(z)
        return z


@pytest.mark.parametrize("op_name", ["relax.nn.avg_pool2d", "relax.nn.max_pool2d"])
def test_pool_to_nhwc(op_name):
    mod = relax.transform.ConvertLayout({op_name: ["NHWC"]})(Pooling)
    assert "NHWC" in mod.script()
