# cause: scan-rank0-axis
# expect: Index out of range\. size: 0, got index 0
# capture: combined
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Acc:
    @R.function
    def main(x: R.Tensor((), "float32")):
        with R.dataflow():
            y = R.cumprod(x, axis=0)
            R.output(y)
        return y


Acc.show(black_format=False)
tvm.compile(Acc, "llvm")
