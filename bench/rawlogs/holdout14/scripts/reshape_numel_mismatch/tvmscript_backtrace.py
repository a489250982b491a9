# cause: reshape_numel_mismatch
# expect: Reshape expects the new shape to be convertible from the old shape
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import relax as R, ir as I

@I.ir_module
class Flatten:
    @R.function
    def main(x: R.Tensor((2, 7, 7, 512), "float32")):
        with R.dataflow():
            y = R.reshape(x, (2, 25088 * 2))
            R.output(y)
        return y
