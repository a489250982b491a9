# cause: bitwise_ops_float_accepted
# expect: Expected integer or boolean argument for & operator|type_check_int_or_bool_args
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class MaskBits:
    @R.function
    def main(x: R.Tensor((4, 16), "float16"), m: R.Tensor((4, 16), "float16")):
        with R.dataflow():
            y = R.bitwise_and(x, m)
            R.output(y)
        return y


MaskBits.show()
tvm.compile(MaskBits, target="llvm")
