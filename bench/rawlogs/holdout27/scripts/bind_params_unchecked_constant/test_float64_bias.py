# cause: bind_params_unchecked_constant
# expect: Binary operators must have the same datatype for both operands
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Head:
    @R.function
    def main(feat: R.Tensor((2, 64), "float32"), w: R.Tensor((64, 4), "float32"), bias: R.Tensor((4,), "float32")):
        with R.dataflow():
            y = R.matmul(feat, w)
            out = R.add(y, bias)
            R.output(out)
        return out


def test_bind_and_build():
    rng = np.random.default_rng(42)
    params = {"w": rng.standard_normal((64, 4)).astype("float32"), "bias": rng.standard_normal(4)}
    mod = relax.transform.BindParams("main", params)(Head)
    ex = tvm.compile(mod, "llvm")
    assert ex is not None
