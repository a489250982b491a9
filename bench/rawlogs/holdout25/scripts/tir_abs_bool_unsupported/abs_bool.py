# cause: tir_abs_bool_unsupported
# expect: not supported for absolute op
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Mag:
    @R.function
    def main(m: R.Tensor(("n",), "bool")):
        with R.dataflow():
            y = R.abs(m)
            R.output(y)
        return y


ex = tvm.compile(Mag, "llvm")
