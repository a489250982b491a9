# cause: unsigned_negate_const
# expect: cannot make uint from negative value -1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Flip:
    @R.function
    def main(x: R.Tensor((32, 32), "uint16"), y: R.Tensor((32, 32), "uint16")) -> R.Tensor((32, 32), "uint16"):
        with R.dataflow():
            d = R.add(x, R.negative(y))
            R.output(d)
        return d


relax.build(Flip, target="llvm")
