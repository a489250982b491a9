# cause: tvmscript_diagnostic_swallowed
# expect: note: run with `TVM_BACKTRACE=1`
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I


@I.ir_module
class M:
    @R.function
    def main(x: R.Tensor((4, 6), "float32")):
        with R.dataflow():
            y = R.add(x, bias)
            R.output(y)
        return y

print(M)
