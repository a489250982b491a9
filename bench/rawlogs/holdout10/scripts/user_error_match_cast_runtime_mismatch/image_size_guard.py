# cause: user_error_match_cast_runtime_mismatch
# expect: ErrorContext\(match_cast
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

import logging
logging.basicConfig(level=logging.INFO, format="%(levelname)s:%(name)s:%(message)s")

@I.ir_module
class Cls:
    @R.function
    def main(img: R.Tensor(("n", 3, "h", "w"), "float32")):
        n = T.int64()
        with R.dataflow():
            fixed = R.match_cast(img, R.Tensor((n, 3, 224, 224), "float32"))
            pooled = R.mean(fixed, axis=[2, 3])
            R.output(pooled)
        return pooled

logging.info("compiling classifier")
vm = relax.VirtualMachine(tvm.compile(Cls, "llvm"), tvm.cpu())
logging.info("running on a 256x256 crop")
vm["main"](tvm.runtime.tensor(np.zeros((1, 3, 256, 256), "float32")))
