# cause: rms-norm-rank0-reduce
# expect: _nn_rms_norm[\s\S]*Cannot reduce a 0 dim Tensor
# env: TVM_BACKTRACE=1
import logging
import traceback

import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R

print("=" * 60)
print("building relax module")
print("=" * 60)

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("repro")
log.info("starting build with tvm %s", tvm.__version__)

config = {"opt_level": 3, "target": "llvm"}
try:
    workers = config["num_workers"]
except KeyError:
    traceback.print_exc()
    workers = 1

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((), dtype="float64"), w: R.Tensor((), dtype="float64")):
        y = R.nn.rms_norm(x, w, axes=[])
        return y


mod = Module

print(mod.script())
print("compiling ...", flush=True)


def run(mod):
    target = tvm.target.Target("llvm")
    ex = tvm.compile(mod, target=target)
    return ex


run(mod)
