# cause: fold-constant-int-div-zero
# expect: Fatal Python error: Floating point exception
import faulthandler
import sys

import numpy as np
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 6), "int32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            scale = relax.const(np.array([[2, 2, 2, 0, 2, 2]], dtype="int32"))
            q = bb.emit(relax.op.divide(relax.const(np.full((2, 6), 12, "int32")), scale))
            out = bb.emit_output(relax.op.multiply(x, q))
        bb.emit_func_output(out)
    return bb.get()


def optimize(mod):
    seq = tvm.transform.Sequential(
        [relax.transform.CanonicalizeBindings(), relax.transform.FoldConstant(),
         relax.transform.DeadCodeElimination()],
        name="preopt",
    )
    with tvm.transform.PassContext(opt_level=3):
        return seq(mod)


if __name__ == "__main__":
    faulthandler.enable(sys.stderr)
    m = optimize(build())
    print(m)
