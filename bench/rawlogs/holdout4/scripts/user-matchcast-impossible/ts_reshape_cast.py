# cause: user-matchcast-impossible
# expect: It is impossible to match cast any value into the target
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Reshaper:
    @R.function
    def main(x: R.Tensor((2, 8), "float32")):
        with R.dataflow():
            y = R.match_cast(x, R.Tensor((4, 4), "float32"))
            z = R.add(y, y)
            R.output(z)
        return z


print(Reshaper)
