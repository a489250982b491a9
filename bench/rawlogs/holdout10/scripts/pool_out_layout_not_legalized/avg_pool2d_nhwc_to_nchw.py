# cause: pool_out_layout_not_legalized
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

import logging
logging.basicConfig(level=logging.DEBUG, format="[%(asctime)s] %(name)s: %(message)s")
log = logging.getLogger("export")

@I.ir_module
class Avg:
    @R.function
    def main(x: R.Tensor((1, 14, 14, 64), "float32")):
        with R.dataflow():
            y = R.nn.avg_pool2d(x, pool_size=(7, 7), layout="NHWC", out_layout="NCHW")
            R.output(y)
        return y

log.info("compiling pooling head")
ex = tvm.compile(Avg, target="llvm")
log.info("done")
