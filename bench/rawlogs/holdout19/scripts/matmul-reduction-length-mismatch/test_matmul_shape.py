# cause: matmul-reduction-length-mismatch
# expect: Matmul requires the reduction length of the operands to be equal
# capture: pytest-native
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def test_dense_layer():
    @I.ir_module
    class Dense:
        @R.function
        def main(x: R.Tensor((8, 64), "float32"), w: R.Tensor((128, 64), "float32")):
            with R.dataflow():
                y = R.matmul(x, w)
                R.output(y)
            return y

    ex = tvm.compile(Dense, target="llvm")
