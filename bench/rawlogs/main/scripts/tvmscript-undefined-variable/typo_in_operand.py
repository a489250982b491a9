# cause: tvmscript-undefined-variable
# expect: Undefined variable: \w+
# capture: combined
import logging
import sys
import traceback

import tvm
from tvm.script import ir as I, relax as R

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("repro")
log.info("starting build with tvm %s", tvm.__version__)

try:
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((2, 6), "float32")):
            r = R.negative(xx)
            return r


    mod = Module
except Exception:
    # tvm prints only a note for script errors unless TVM_BACKTRACE is set
    traceback.print_exc()
    sys.exit(1)

ex = tvm.compile(mod, target="llvm")
