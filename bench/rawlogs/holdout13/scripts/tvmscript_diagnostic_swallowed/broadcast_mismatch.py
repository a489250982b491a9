# cause: tvmscript_diagnostic_swallowed
# expect: note: run with `TVM_BACKTRACE=1`
# capture: combined
# post: crlf
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I


print("step 1: parse model", flush=True)

@I.ir_module
class M:
    @R.function
    def main(x: R.Tensor((4, 6), "float32"), y: R.Tensor((5,), "float32")):
        with R.dataflow():
            z = R.multiply(x, y)
            R.output(z)
        return z

print("step 2: compile", flush=True)
tvm.compile(M, target="llvm")
