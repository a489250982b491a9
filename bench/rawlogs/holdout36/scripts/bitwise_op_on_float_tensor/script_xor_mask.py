# cause: bitwise_op_on_float_tensor
# expect: Expected integer argument as LHS of \^ operator
# capture: ipython
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

@tvm.script.ir_module
class Xor:
    @R.function
    def main(x: R.Tensor((8,), "float16"), m: R.Tensor((8,), "float16")):
        with R.dataflow():
            y = R.bitwise_xor(x, m)
            R.output(y)
        return y

ex = tvm.compile(Xor, target="llvm")
