# cause: binary_op_distinct_symbolic_dims
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: stderr
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Residual:
    @R.function
    def main(x: R.Tensor(("n", 64), "float32"), r: R.Tensor(("m", 64), "float32")):
        with R.dataflow():
            y = R.add(x, r)
            z = R.nn.relu(y)
            R.output(z)
        return z


ex = tvm.compile(Residual, target="llvm")
