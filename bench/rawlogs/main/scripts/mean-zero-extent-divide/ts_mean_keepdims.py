# cause: mean-zero-extent-divide
# expect: _te_mean[\s\S]*Divide by zero
# env: TVM_BACKTRACE=1
import logging
import warnings

import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("repro")
log.info("starting build with tvm %s", tvm.__version__)

warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)

@I.ir_module
class Module:
    @R.function
    def main(inp: R.Tensor((3, 0, 5), dtype="float32")):
        with R.dataflow():
            m = R.mean(inp, axis=[1], keepdims=True)
            R.output(m)
        return m


mod = Module

print("compiling ...", flush=True)
ex = relax.build(mod, target="llvm")
