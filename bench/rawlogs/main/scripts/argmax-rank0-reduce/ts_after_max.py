# cause: argmax-rank0-reduce
# expect: argmax_argmin_call_te[\s\S]*Cannot reduce a 0 dim Tensor
import sys
import traceback

import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

print("[1/3] constructing module", file=sys.stderr)

config = {"opt_level": 3, "target": "llvm"}
try:
    workers = config["num_workers"]
except KeyError:
    traceback.print_exc()
    workers = 1

@I.ir_module
class Module:
    @R.function
    def main(probs: R.Tensor((10,), dtype="float32")):
        with R.dataflow():
            m = R.max(probs)
            idx = R.argmax(m)
            R.output(idx)
        return idx


mod = Module

print(mod.script())

with tvm.target.Target("llvm"):
    mod = relax.get_pipeline("zero")(mod)
