# cause: tvmscript_symbolic_var_name_clash
# expect: Variable n already defined in current scope
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Norm:
    @R.function
    def main(x: R.Tensor(("b", "n"), "float32"), n: R.Tensor(("b", 1), "float32")):
        b = T.int64()
        n = T.int64()
        with R.dataflow():
            y = R.divide(x, n)
            R.output(y)
        return y


print(Norm)
