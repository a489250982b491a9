# cause: bool-reduce-min-value
# expect: Cannot decide min_value for typeT?\.?bool
# capture: combined
import logging

import tvm
from tvm.script import ir as I, relax as R

print(f"TVM version: {tvm.__version__}")

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("repro")
log.info("starting build with tvm %s", tvm.__version__)

@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((4, 5), dtype="float32"), b: R.Tensor((4, 5), dtype="float32")):
        with R.dataflow():
            m = R.greater(a, b)
            y = R.max(m, axis=[-1], keepdims=True)
            R.output(y)
        return y


mod = Module

print(mod.script())
print("compiling ...", flush=True)
ex = tvm.compile(mod, target="llvm")
