# cause: power-int-legalize
# expect: power only applies to float
# capture: combined
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Sq:
    @R.function
    def main(x: R.Tensor((3, 3), "int64")):
        with R.dataflow():
            y = R.power(x, R.const(2, "int64"))
            R.output(y)
        return y


Sq.show()
tvm.compile(Sq, "llvm")
