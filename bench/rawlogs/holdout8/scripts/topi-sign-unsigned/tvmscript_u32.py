# cause: topi-sign-unsigned
# expect: cannot make uint from negative value -1
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import relax as R, ir as I


@I.ir_module
class S:
    @R.function
    def main(x: R.Tensor((8,), "uint32")):
        with R.dataflow():
            s = R.sign(x)
            R.output(s)
        return s


print(S.script())
tvm.compile(S, "llvm")
