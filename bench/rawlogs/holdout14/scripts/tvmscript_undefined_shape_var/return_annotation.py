# cause: tvmscript_undefined_shape_var
# expect: name '\w+' is not defined
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import relax as R, ir as I

@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor(("n", 4), "float32")) -> R.Tensor(("n", "m"), "float32"):
        with R.dataflow():
            y = R.add(x, x)
            R.output(y)
        return y

Model.show()
