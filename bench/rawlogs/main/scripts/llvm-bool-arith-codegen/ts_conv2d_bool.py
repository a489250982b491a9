# cause: llvm-bool-arith-codegen
# expect: t\.MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: pytest-native
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R


def test_smoke():
    assert tvm.__version__


def test_ts_conv2d_bool():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((1, 1, 4, 4), dtype="bool"), w: R.Tensor((2, 1, 2, 2), dtype="bool")):
            with R.dataflow():
                y = R.nn.conv2d(x, w)
                R.output(y)
            return y


    mod = Module

    print(mod.script())

    target = tvm.target.Target("llvm")
    ex = tvm.compile(mod, target=target)
