# cause: arange_zero_step_infer
# expect: Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I

import traceback
try:
    cfg = {"opt_level": 3}
    cfg["target_host"]
except KeyError:
    traceback.print_exc()
    print("warning: no target_host in config, using default", flush=True)


@I.ir_module
class M:
    @R.function
    def main(n: R.Tensor((5,), "float32")):
        with R.dataflow():
            r = R.arange(1, 6, 0, dtype="float32")
            s = R.multiply(n, r)
            R.output(s)
        return s
