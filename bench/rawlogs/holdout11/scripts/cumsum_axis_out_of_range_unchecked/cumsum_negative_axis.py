# cause: cumsum_axis_out_of_range_unchecked
# expect: IndexError: Index out of range
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

@I.ir_module
class Scan:
    @R.function
    def main(x: R.Tensor((8, 8), "int32")):
        with R.dataflow():
            y = R.cumsum(x, axis=-3)
            R.output(y)
        return y

Scan.show()
relax.build(Scan, "llvm")
