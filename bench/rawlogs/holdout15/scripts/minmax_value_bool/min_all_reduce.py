# cause: minmax_value_bool
# expect: Cannot decide max_value
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class AllValid:
    @R.function
    def main(v: R.Tensor((16, 4), "bool")):
        with R.dataflow():
            a = R.min(v, axis=[0, 1], keepdims=False)
            R.output(a)
        return a


tvm.compile(AllValid, target="llvm")
