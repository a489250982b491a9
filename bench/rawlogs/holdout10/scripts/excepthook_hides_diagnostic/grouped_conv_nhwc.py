# cause: excepthook_hides_diagnostic
# expect: note: run with `TVM_BACKTRACE=1` environment variable
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

import logging
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
logging.info("defining depthwise block")

@I.ir_module
class Block:
    @R.function
    def main(x: R.Tensor((1, 6, 16, 16), "float32"), w: R.Tensor((6, 2, 3, 3), "float32")):
        with R.dataflow():
            y = R.nn.conv2d(x, w, padding=1, groups=3, data_layout="NHWC", kernel_layout="OIHW")
            z = R.nn.relu(y)
            R.output(z)
        return z

logging.info("module parsed")
Block.show()
