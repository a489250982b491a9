# cause: excepthook_hides_diagnostic
# expect: note: run with `TVM_BACKTRACE=1` environment variable
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

print("tvm", tvm.__version__)

@I.ir_module
class Checked:
    @R.function
    def main(x: R.Tensor((), "bool"), y: R.Tensor((3,), "float32")):
        R.assert_op(x, format="guard failed")
        z = R.multiply(y, y)
        return z

f = tvm.compile(Checked, "llvm")
print("compiled", f)
