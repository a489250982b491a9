# cause: tvmscript_diagnostic_hidden_by_excepthook
# expect: note: run with `TVM_BACKTRACE=1`
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

@I.ir_module
class Dyn:
    @R.function
    def main(x: R.Tensor(("n",), "float32")) -> R.Tensor(("m",), "float32"):
        y = R.nn.relu(x)
        return y

Dyn.show()
