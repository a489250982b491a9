# cause: tvmscript_diagnostic_hidden_by_excepthook
# expect: note: run with `TVM_BACKTRACE=1`
# capture: combined
import tvm
from tvm.script import ir as I, relax as R

print("parsing model")

@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4, 4), "float32")) -> R.Tensor((4, 4), "float32"):
        y = R.nn.relu(x)
        z = R.matmul(y, weight)
        return z

print("parsed")
