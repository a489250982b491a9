# cause: tvmscript_undefined_variable
# expect: Undefined variable: gate
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R

@I.ir_module
class Gate:
    @R.function
    def main(x: R.Tensor((16,), "float32"), g: R.Tensor((16,), "float32")):
        with R.dataflow():
            a = R.sigmoid(g)
            y = R.multiply(x, gate)
            R.output(y)
        return y
