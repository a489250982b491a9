# cause: layernorm-zero-extent-div0
# expect: Divide by zero
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class LN:
    @R.function
    def main(x: R.Tensor((2, 0, 3), "float32"), g: R.Tensor((0, 3), "float32"), b: R.Tensor((0, 3), "float32")):
        with R.dataflow():
            y = R.nn.layer_norm(x, g, b, axes=[-2, -1])
            R.output(y)
        return y


def test_struct_info():
    ret = LN["main"].ret_ty
    assert [int(v) for v in ret.shape] == [2, 0, 3]


def test_legalize():
    relax.transform.LegalizeOps()(LN)
