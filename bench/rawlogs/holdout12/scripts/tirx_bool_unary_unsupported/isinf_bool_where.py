# cause: tirx_bool_unary_unsupported
# expect: not supported for finiteness ops
# capture: pytest-native
# fuzzer seed 4412
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Guard:
    @R.function
    def main(x: R.Tensor((2, 8), "float32"), flag: R.Tensor((2, 8), "bool")) -> R.Tensor((2, 8), "float32"):
        with R.dataflow():
            inf = R.isinf(flag)
            y = R.where(inf, R.zeros_like(x), x)
            R.output(y)
        return y


ex = relax.build(Guard, target="llvm")
