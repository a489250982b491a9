# cause: scan-zero-length-axis
# expect: Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
# post: truncate=0.5
import tvm
from tvm import relax
from tvm.script import relax as R, ir as I


@I.ir_module
class Empty:
    @R.function
    def main(x: R.Tensor((7, 0), "float32")):
        with R.dataflow():
            y = R.cumsum(x, axis=0)
            R.output(y)
        return y


print("before legalize:")
Empty.show()
lowered = relax.transform.LegalizeOps()(Empty)
print("after legalize (cumsum is left for the backend dispatch):")
lowered.show()
ex = tvm.compile(lowered, "llvm")
