# cause: tvmscript_diagnostic_hidden_by_excepthook
# expect: note: run with
# capture: combined
import logging
import tvm
from tvm.script import ir as I, relax as R
logging.basicConfig(level=logging.INFO, format="%(asctime)s [%(name)s] %(message)s")
logging.getLogger("model").info("defining module")

@I.ir_module
class Act:
    @R.function
    def main(x: R.Tensor((2, 8), "float32")):
        with R.dataflow():
            y = R.nn.swish(x)
            R.output(y)
        return y

logging.getLogger("model").info("done")
