# cause: user_cli_target_string
# expect: Target creation from string failed: llvm -mtriple=aarch64-linux-gnu
# capture: pytest
import pytest
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Add:
    @R.function
    def main(a: R.Tensor((1024,), "float32"), b: R.Tensor((1024,), "float32")):
        with R.dataflow():
            c = R.add(a, b)
            R.output(c)
        return c


def jetson_target():
    # Jetson Orin: CUDA device code, aarch64 host code
    return tvm.target.Target("cuda", host="llvm -mtriple=aarch64-linux-gnu")


def test_build_for_jetson():
    ex = tvm.compile(Add, target=jetson_target())
    assert ex is not None
