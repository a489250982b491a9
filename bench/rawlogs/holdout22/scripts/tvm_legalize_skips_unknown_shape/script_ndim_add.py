# cause: tvm_legalize_skips_unknown_shape
# expect: CodeGenVM cannot emit
# env: COLUMNS=100
import tvm  # noqa: F401  (import before installing the hook)
from rich.traceback import install

install(width=100, show_locals=False)

import tvm
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class AnyShapeAdd:
    @R.function
    def main(x: R.Tensor(ndim=2, dtype="float32"), y: R.Tensor(ndim=2, dtype="float32")):
        with R.dataflow():
            z = R.add(x, y)
            R.output(z)
        return z


def main():
    tvm.compile(AnyShapeAdd, target="llvm")


if __name__ == "__main__":
    main()
