# cause: rms-norm-zero-size-divide
# expect: _nn_rms_norm[\s\S]*Divide by zero
import sys

import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R, tirx as T

print(f"TVM version: {tvm.__version__}")
print("[1/3] constructing module", file=sys.stderr)

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("tokens", 0), dtype="float32"), w: R.Tensor((0,), dtype="float32")):
        tokens = T.int64()
        with R.dataflow():
            y = R.nn.rms_norm(x, w, axes=[1])
            z = R.multiply(y, y)
            R.output(z)
        return z


mod = Module

print(mod.script())
ex = tvm.compile(mod, target="llvm")
