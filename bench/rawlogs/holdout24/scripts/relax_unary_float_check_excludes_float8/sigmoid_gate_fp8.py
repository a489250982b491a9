# cause: relax_unary_float_check_excludes_float8
# expect: requires the input tensor to have float dtype\. However, the given input dtype is T\.float8_e4m3fn
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

print("parsing fp8 GLU module")


@I.ir_module
class GLU:
    @R.function
    def main(a: R.Tensor((4, 32), "float8_e4m3fn"), b: R.Tensor((4, 32), "float8_e4m3fn")):
        with R.dataflow():
            gate = R.sigmoid(b)
            y = R.multiply(a, gate)
            out = R.astype(y, "float16")
            R.output(out)
        return out


ex = tvm.compile(GLU, target="llvm")
