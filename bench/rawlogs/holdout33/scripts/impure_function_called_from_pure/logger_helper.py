# cause: impure_function_called_from_pure
# expect: Program is not well-formed
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class App:
    @R.function(pure=False)
    def log_stats(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        R.print(R.mean(x), format="mean={}")
        return x

    @R.function
    def main(x: R.Tensor((4,), "float32")):
        cls = App
        h = R.exp(x)
        h2 = cls.log_stats(h)
        return h2


ex = tvm.compile(App, target="llvm")
