# cause: layer-norm-empty-axis-topi
# expect: Divide by zero
# capture: pytest-native
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class LN:
    @R.function
    def main(x: R.Tensor((8, 0, 0), "float16"), g: R.Tensor((0, 0), "float16"), b: R.Tensor((0, 0), "float16")):
        with R.dataflow():
            y = R.nn.layer_norm(x, g, b, axes=[1, 2])
            R.output(y)
        return y


def test_struct_info():
    assert LN["main"].ret_type.dtype == "float16"


def test_compile():
    tvm.compile(LN, "llvm")
