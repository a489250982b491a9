# cause: unbound_symbolic_var
# expect: Program is not well-formed
# capture: stderr
# env: TVM_BACKTRACE=1
# post: crlf
import tvm
from tvm.script import ir as I, relax as R, tirx as T


@I.ir_module
class Groups:
    @R.function
    def main(x: R.Tensor(("n", 32), "float32")):
        n = T.int64()
        g = T.int64()
        with R.dataflow():
            y = R.reshape(x, R.shape([n, g, 32 // g]))
            R.output(y)
        return y


print(Groups)
