# cause: topi-negative-unsigned
# expect: cannot make uint from negative value -1
# env: TVM_BACKTRACE=1
# post: crlf
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I


@I.ir_module
class Q:
    @R.function
    def main(x: R.Tensor((2, 3), "uint8")):
        with R.dataflow():
            y = R.negative(x)
            z = R.add(y, x)
            R.output(z)
        return z


mod = relax.transform.LegalizeOps()(Q)
