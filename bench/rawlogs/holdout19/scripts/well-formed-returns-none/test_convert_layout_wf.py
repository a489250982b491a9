# cause: well-formed-returns-none
# expect: ConvertLayout broke well-formedness
# capture: pytest-short
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Before:
    @R.function
    def main(x: R.Tensor((2, 4, 8, 8), "float32"), w: R.Tensor((8, 4, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w)
            z = R.split(y, 2, axis=1)
            a = z[0]
            b = R.mean(a, axis=[1], keepdims=False)
            R.output(b)
        return b


@pytest.mark.parametrize("layouts", [["NHWC", "OHWI"], ["NHWC", "HWIO"]])
def test_convert_layout_split_mean(layouts):
    after = relax.transform.ConvertLayout({"relax.nn.conv2d": layouts})(Before)
    wf = relax.analysis.well_formed(after)
    assert wf, "ConvertLayout broke well-formedness"
