# cause: scan-axis-unchecked
# expect: Index out of range
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Prefix:
    @R.function
    def main(x: R.Tensor((3, 7), "int32")):
        with R.dataflow():
            y = R.cumsum(x, axis=5, dtype="int64", exclusive=False)
            R.output(y)
        return y


with tvm.target.Target("llvm"):
    mod = relax.backend.DispatchSortScan()(Prefix)
mod.show()
