# cause: reduce_bool_min_max_value
# expect: Cannot decide max_value
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class AllTrue:
    @R.function
    def main(mask: R.Tensor((4, 4, 2), "bool")) -> R.Tensor((4,), "bool"):
        with R.dataflow():
            a = R.min(mask, axis=[1, 2])
            R.output(a)
        return a


AllTrue.show()
ex = tvm.compile(AllTrue, target="llvm")
