# cause: adaptive_pool_zero_output_size
# expect: Divide by zero
# capture: pytest-native
# post: truncate=0.6
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R


def test_adaptive_avg_pool1d_head():
    seq_out = int(0.4)  # computed from a ratio, truncates to 0
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((2, 16, 10), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.adaptive_avg_pool1d(x, output_size=seq_out))
            o = bb.emit_output(y)
        bb.emit_func_output(o)
    tvm.compile(bb.get(), target="llvm")
