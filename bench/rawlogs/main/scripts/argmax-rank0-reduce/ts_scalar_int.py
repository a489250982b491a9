# cause: argmax-rank0-reduce
# expect: argmax_argmin_call_te[\s\S]*Cannot reduce a 0 dim Tensor
import sys

import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

print("[1/3] constructing module", file=sys.stderr)

@I.ir_module
class Module:
    @R.function
    def main(score: R.Tensor((), dtype="int32")):
        with R.dataflow():
            i = R.argmax(score)
            R.output(i)
        return i


mod = Module

print(mod.script())
ex = relax.build(mod, target="llvm")
