# cause: bitwise_op_accepts_float
# expect: Expected integer argument as LHS of & operator
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Masking:
    @R.function
    def main(a: R.Tensor((8, 8), "float32"), b: R.Tensor((8, 8), "float32")):
        with R.dataflow():
            c = R.bitwise_and(a, b)
            d = R.multiply(c, a)
            R.output(d)
        return d

print("building Masking")
ex = relax.build(Masking, target="llvm")
