# cause: concat-shape-mismatch
# expect: Concat expects the input tensors to have the same shape on every dimension except
# capture: pytest
import tvm
from tvm.script import ir as I, relax as R


def test_ts_channels():
    @I.ir_module
    class Module:
        @R.function
        def main(a: R.Tensor((1, 3, 8, 8), dtype="float32"), b: R.Tensor((1, 4, 8, 7), dtype="float32")):
            with R.dataflow():
                y = R.concat((a, b), axis=1)
                R.output(y)
            return y


    mod = Module

    ex = tvm.compile(mod, target="llvm")
