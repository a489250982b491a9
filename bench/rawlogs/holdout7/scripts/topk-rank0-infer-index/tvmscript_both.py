# cause: topk-rank0-infer-index
# expect: IndexError: Index -?\d+ out of bounds 0
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import relax as R

print("parsing top-k head")


@tvm.script.ir_module
class TopK:
    @R.function
    def main(x: R.Tensor((), "float32")):
        with R.dataflow():
            r = R.topk(x, k=1, axis=0, ret_type="both")
            R.output(r)
        return r


TopK.show()
