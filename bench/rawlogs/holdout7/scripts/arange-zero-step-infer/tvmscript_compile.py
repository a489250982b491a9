# cause: arange-zero-step-infer
# expect: Divide by zero
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Pos:
    @R.function
    def main(x: R.Tensor((16, 4), "float32")):
        with R.dataflow():
            ids = R.arange(R.prim_value(0), R.prim_value(16), R.prim_value(0), dtype="int64")
            R.output(ids)
        return ids


ex = tvm.compile(Pos, target="llvm")
