# cause: norm_gamma_axes_mismatch
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest
import tvm
from tvm.script import relax as R, ir as I

@I.ir_module
class LN:
    @R.function
    def main(x: R.Tensor(("b", "t", 256), "float32"), g: R.Tensor((256,), "float32"), b_: R.Tensor((256,), "float32")):
        with R.dataflow():
            y = R.nn.layer_norm(x, g, b_, axes=[1])
            R.output(y)
        return y

def test_layernorm():
    tvm.compile(LN, target="llvm")
