# cause: scan-axis-out-of-range
# expect: Index out of range\. size: 0, got index 0
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Running:
    @R.function
    def main(total: R.Tensor((), "float32")):
        with R.dataflow():
            acc = R.cumsum(total, axis=0)
            R.output(acc)
        return acc


ex = tvm.compile(Running, target="llvm")
