# cause: excepthook_hides_diagnostic
# expect: note: run with `TVM_BACKTRACE=1` environment variable
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

print("=== building dynamic reshape ===")

@I.ir_module
class Dyn:
    @R.function
    def main(x: R.Tensor(("n", 8), "float32")):
        with R.dataflow():
            y = R.reshape(x, R.shape([m, 8]))
            R.output(y)
        return y

print(Dyn)
