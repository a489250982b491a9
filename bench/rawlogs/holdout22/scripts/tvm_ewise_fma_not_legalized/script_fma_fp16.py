# cause: tvm_ewise_fma_not_legalized
# expect: Offending call:\s*\n?.*ewise_fma
# capture: pytest-native
import tvm
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Scale:
    @R.function
    def main(x: R.Tensor((4, 256), "float16"), s: R.Tensor((4, 256), "float16"),
             bias: R.Tensor((4, 256), "float16")) -> R.Tensor((4, 256), "float16"):
        with R.dataflow():
            y = R.ewise_fma(x, s, bias)
            R.output(y)
        return y


def main():
    tvm.compile(Scale, target="llvm")


def test_fp16_scale_compiles():
    main()
