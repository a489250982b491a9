# cause: split-zero-sections
# expect: number of sections is 0
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import relax as R, ir as I


@I.ir_module
class Split:
    @R.function
    def main(x: R.Tensor((4, 12), "float32")):
        with R.dataflow():
            parts = R.split(x, 0, axis=1)
            y = parts[0]
            R.output(y)
        return y
