# cause: pool2d-stride-zero
# expect: DiagnosticError[\s\S]*Divide by zero[\s\S]*avg_pool2d
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Pooling:
    @R.function
    def main(x: R.Tensor((2, 16, 14, 14), "float32")) -> R.Tensor:
        with R.dataflow():
            y = R.nn.avg_pool2d(x, pool_size=(3, 3), strides=(0, 0), padding=(1, 1))
            z = R.nn.relu(y)
            R.output(z)
        return z


if __name__ == "__main__":
    Pooling.show()
    ex = relax.build(Pooling, target="llvm")
