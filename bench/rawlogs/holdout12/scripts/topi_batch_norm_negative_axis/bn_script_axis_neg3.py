# cause: topi_batch_norm_negative_axis
# expect: list\.remove\(x\): x not in list
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class BN:
    @R.function
    def main(x: R.Tensor((2, 4, 5, 5), "float32"), g: R.Tensor((4,), "float32"), b: R.Tensor((4,), "float32"),
             m: R.Tensor((4,), "float32"), v: R.Tensor((4,), "float32")):
        with R.dataflow():
            bn = R.nn.batch_norm(x, g, b, m, v, axis=-3)
            y = bn[0]
            R.output(y)
        return y


def test_bn_negative_axis():
    ex = tvm.compile(BN, target="llvm")
