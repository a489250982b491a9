# cause: foldconstant-int-div-zero-sigfpe
# expect: Fatal Python error: Floating point exception
# capture: stderr
import faulthandler
import sys

faulthandler.enable(file=sys.stderr)

import numpy as np  # noqa: E402
import tvm  # noqa: E402
from tvm import relax  # noqa: E402
from tvm.script import ir as I, relax as R  # noqa: E402


@I.ir_module
class Strides:
    @R.function
    def main(idx: R.Tensor((4,), "int64")):
        with R.dataflow():
            a = R.const(np.array([5, 6, 7, 8]), "int64")
            b = R.const(np.array([2, 0, 2, 2]), "int64")
            c = R.floor_mod(a, b)
            z = R.add(idx, c)
            R.output(z)
        return z


print("building with the zero pipeline", file=sys.stderr, flush=True)
ex = relax.build(Strides, target="llvm", relax_pipeline="zero")
