# cause: user_matmul_weight_not_transposed
# expect: Matmul requires the reduction length
# env: COLUMNS=100
import tvm  # noqa: F401  (import before installing the hook)
from rich.traceback import install

install(width=100, show_locals=False)

import tvm
from tvm.script import ir as I
from tvm.script import relax as R


def main():
    @I.ir_module
    class MLP:
        @R.function
        def main(x: R.Tensor((8, 64), "float32"), w1: R.Tensor((32, 64), "float32")):
            with R.dataflow():
                h = R.matmul(x, w1)
                y = R.nn.gelu(h)
                R.output(y)
            return y

    return tvm.compile(MLP, target="llvm")


if __name__ == "__main__":
    main()
