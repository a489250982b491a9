# cause: scan_axis_unchecked_infer
# expect: IndexError: Index out of range
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
    def main(x: R.Tensor((16,), "float32")):
        with R.dataflow():
            y = R.cumsum(x, axis=1, exclusive=True)
            R.output(y)
        return y

tvm.compile(M, target="llvm")
