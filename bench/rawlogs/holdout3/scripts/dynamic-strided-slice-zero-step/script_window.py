# cause: dynamic-strided-slice-zero-step
# expect: calling window\(\)[\s\S]*Fatal Python error: Floating point exception
# capture: combined
import faulthandler

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Window:
    @R.function
    def main(seq: R.Tensor((1, 64, 16), "float16"), b: R.Tensor((3,), "int64"),
             e: R.Tensor((3,), "int64"), s: R.Tensor((3,), "int64")):
        with R.dataflow():
            w = R.dynamic_strided_slice(seq, b, e, s)
            R.output(w)
        return w


faulthandler.enable()
ex = relax.build(Window, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
seq = tvm.runtime.tensor(np.zeros((1, 64, 16), "float16"))
hop = 0  # parsed from "--hop" which was left empty
args = [np.array(v, "int64") for v in ([0, 0, 0], [1, 64, 16], [1, hop, 1])]
print("calling window() with hop", hop, flush=True)
out = vm["main"](seq, *[tvm.runtime.tensor(a) for a in args])
print(out.numpy().shape)
