# cause: scan-axis-unchecked
# expect: IndexError: Index out of range\. size: 0
# capture: stderr
# post: crlf
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((), "int32")):
        with R.dataflow():
            y = R.cumsum(x, axis=0, exclusive=True)
            R.output(y)
        return y


with tvm.target.Target("llvm"):
    lowered = relax.backend.DispatchSortScan()(Mod)
lowered.show()
