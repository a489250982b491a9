# cause: reshape-numel-mismatch
# expect: Reshape expects the new shape to be convertible from the old shape
# capture: combined
import sys

import tvm
from tvm.script import ir as I, relax as R

try:
    @I.ir_module
    class Module:
        @R.function
        def main(img: R.Tensor((1, 3, 8, 8), dtype="float32")):
            with R.dataflow():
                y = R.reshape(img, (1, 190))
                R.output(y)
            return y


    mod = Module
except Exception as err:
    print("error while building the module:", file=sys.stderr)
    print(err, file=sys.stderr)
    raise SystemExit(2)

ex = tvm.compile(mod, target="llvm")
