# cause: impure_call_packed_in_pure_function
# expect: Program is not well-formed
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@tvm.register_global_func("host.log_stats")
def log_stats(x):
    v = x.numpy()
    print("mean", v.mean(), "max", v.max())


@I.ir_module
class Stats:
    @R.function(pure=True)
    def main(x: R.Tensor((16,), "float32")):
        with R.dataflow():
            y = R.exp(x)
            R.output(y)
        _ = R.call_packed("host.log_stats", y, ty_args=R.Tuple())
        return y


ex = tvm.compile(Stats, target="llvm")
