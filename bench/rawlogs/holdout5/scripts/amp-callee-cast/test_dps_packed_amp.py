# cause: amp-callee-cast
# expect: Expected TensorType, but got R.Callable
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class WithExtern:
    @R.function
    def main(x: R.Tensor((4, 16), "float32"), w: R.Tensor((16, 16), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.call_dps_packed("my_fused_softmax", (y,), out_ty=R.Tensor((4, 16), "float32"))
            R.output(z)
        return z


def test_output_shape():
    assert [int(d) for d in WithExtern["main"].ret_ty.shape] == [4, 16]


def test_amp():
    relax.transform.ToMixedPrecision()(WithExtern)
