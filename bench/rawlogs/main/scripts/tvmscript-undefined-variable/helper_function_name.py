# cause: tvmscript-undefined-variable
# expect: Undefined variable: \w+
# capture: combined
# env: TVM_BACKTRACE=1
import logging
import traceback

import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

print("=" * 60)
print("building relax module")
print("=" * 60)

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("repro")
log.info("starting build with tvm %s", tvm.__version__)

try:
    probe = relax.BlockBuilder()
    pv = relax.Var("pv", relax.TensorType((2, 3), "float32"))
    with probe.function("probe", [pv]):
        probe.emit_func_output(probe.emit(relax.op.reshape(pv, (4, 2))))
except Exception:
    traceback.print_exc()

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 2), "float32")):
        cls = Module
        y = cls.helper(x)
        z = R.multiply(y, scale)
        return z

    @R.function
    def helper(x: R.Tensor((2, 2), "float32")):
        return R.exp(x)


mod = Module

ex = tvm.compile(mod, target="llvm")
