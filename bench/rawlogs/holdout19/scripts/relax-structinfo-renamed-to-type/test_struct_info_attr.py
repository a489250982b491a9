# cause: relax-structinfo-renamed-to-type
# expect: has no attribute 'struct_info'
# capture: pytest-short
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor(("n", 32), "float16"), w: R.Tensor((32, 64), "float16")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


@pytest.mark.parametrize("idx", [0])
def test_inferred_output_shape(idx):
    mod = relax.transform.Normalize()(Mod)
    ret = mod["main"].body.body
    assert ret.struct_info.dtype == "float16"
    assert int(ret.struct_info.shape[1]) == 64
