# cause: dataflow_var_not_output
# expect: Undefined variable: z
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Block:
    @R.function
    def main(x: R.Tensor(("n", 4), "float32")):
        with R.dataflow():
            y = R.add(x, x)
            z = R.multiply(y, x)
            R.output(y)
        return z


print(Block)
