# cause: bitwise-float-legalize
# expect: Expected integer argument as LHS of
# capture: combined
# post: crlf
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Mask:
    @R.function
    def main(a: R.Tensor((2, 5), "float32"), b: R.Tensor((2, 5), "float32")):
        with R.dataflow():
            y = R.bitwise_or(a, b)
            R.output(y)
        return y


print("type-checked:", Mask["main"].ret_ty)
tvm.compile(Mask, "llvm")
