# cause: split-zero-sections
# expect: Split op expects the input number of sections to be a positive integer
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I
from tvm.script import relax as R

print("defining module")


@I.ir_module
class Chunks:
    @R.function
    def main(x: R.Tensor((6, 10), "float32")):
        with R.dataflow():
            parts = R.split(x, indices_or_sections=0, axis=1)
            p0 = parts[0]
            R.output(p0)
        return p0


print(Chunks)
