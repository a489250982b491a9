# cause: legalize_scalar_zero_divisor
# expect: Divide by zero
import numpy as np
import tvm
from tvm import relax
from tvm import tirx as tir
from tvm.script import relax as R, ir as I
import logging
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("fuzz")


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((2, 5), "int32")):
        with R.dataflow():
            y = R.floor_divide(x, R.const(0, "int32"))
            R.output(y)
        return y

ex = tvm.compile(Mod, target="llvm")
