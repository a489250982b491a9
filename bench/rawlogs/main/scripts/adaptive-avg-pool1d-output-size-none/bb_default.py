# cause: adaptive-avg-pool1d-output-size-none
# expect: _nn_adaptive_avg_pool1d[\s\S]*Cannot convert from type `ir\.\w+` to `Array<ir\.Expr>`
# capture: pytest
import sys

import tvm
from tvm import relax


def test_bb_default():
    print("[1/3] constructing module", file=sys.stderr)

    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 3, 8), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.adaptive_avg_pool1d(x))
        bb.emit_func_output(y)
    mod = bb.get()

    ex = tvm.compile(mod, target="llvm")
