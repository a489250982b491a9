# cause: rms-norm-rank0-reduce
# expect: _nn_rms_norm[\s\S]*Cannot reduce a 0 dim Tensor
import traceback

import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R

try:
    sample = np.arange(10, dtype="float32").reshape(3, 4)
except ValueError:
    traceback.print_exc()
    sample = None

@I.ir_module
class Module:
    @R.function
    def main(hidden: R.Tensor((), dtype="float32"), weight: R.Tensor((), dtype="float32")):
        with R.dataflow():
            y = R.nn.rms_norm(hidden, weight, axes=[], epsilon=1e-6)
            R.output(y)
        return y


mod = Module

print("compiling ...", flush=True)


def run(mod):
    ex = relax.build(mod, target="llvm")
    return ex


run(mod)
