# cause: tvmscript_diagnostic_hidden_by_excepthook
# expect: BlockBuilder destroyed with remaining blocks
# capture: stderr
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
