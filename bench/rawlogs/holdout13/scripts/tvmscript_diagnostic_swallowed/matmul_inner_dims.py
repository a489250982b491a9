# cause: tvmscript_diagnostic_swallowed
# expect: parsing case 17
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I
import logging
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("fuzz")


log.info("parsing case 17")

@I.ir_module
class Model:
    @R.function
    def main(a: R.Tensor((2, 8), "float32"), b: R.Tensor((7, 3), "float32")):
        with R.dataflow():
            c = R.matmul(a, b)
            d = R.nn.relu(c)
            R.output(d)
        return d

log.info("parsed")
