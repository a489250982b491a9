# cause: user-split-zero-sections
# expect: Split op expects the input number of sections to be a positive integer
# env: TVM_BACKTRACE=1
# capture: combined
import tvm
from tvm.script import ir as I, relax as R

print("n_sections = 0")


@I.ir_module
class Sp:
    @R.function
    def main(x: R.Tensor((4, 9), "float32")):
        with R.dataflow():
            parts = R.split(x, 0, axis=1)
            a = parts[0]
            R.output(a)
        return a
