# cause: bitwise_ops_float_accepted
# expect: Expected integer or boolean argument for \^ operator|type_check_int_or_bool_args
# capture: pytest-native
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Scramble:
    @R.function
    def main(a: R.Tensor((2, 2, 2), "float64"), b: R.Tensor((2, 2, 2), "float64")):
        with R.dataflow():
            c = R.bitwise_xor(a, b)
            R.output(c)
        return c


relax.transform.LegalizeOps()(Scramble)
