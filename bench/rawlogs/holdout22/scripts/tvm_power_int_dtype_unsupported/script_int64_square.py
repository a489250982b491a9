# cause: tvm_power_int_dtype_unsupported
# expect: IsFloatType\(x\.ty\(\)\)
# env: COLUMNS=100
import tvm  # noqa: F401  (import before installing the hook)
from rich.traceback import install

install(width=100, show_locals=False)

import tvm
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Hash:
    @R.function
    def main(x: R.Tensor((1024,), "int64"), e: R.Tensor((1024,), "int64")):
        with R.dataflow():
            y = R.power(x, e)
            z = R.floor_mod(y, R.const(1000003, "int64"))
            R.output(z)
        return z


def main():
    tvm.compile(Hash, target="llvm")


if __name__ == "__main__":
    main()
