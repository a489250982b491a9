# cause: topk-axis-unchecked
# expect: Index 5 out of bounds 2
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I
from tvm.script import relax as R

print("parsing model ...")


@I.ir_module
class Beam:
    @R.function
    def main(scores: R.Tensor((4, 100), "float32")):
        with R.dataflow():
            best = R.topk(scores, k=5, axis=5, ret_type="both")
            R.output(best)
        return best


print(Beam)
