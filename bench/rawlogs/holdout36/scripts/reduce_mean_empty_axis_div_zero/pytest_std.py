# cause: reduce_mean_empty_axis_div_zero
# expect: Divide by zero
# capture: pytest
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R


def test_std_over_empty_window():
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((0, 5), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            s = bb.emit(relax.op.std(x, axis=[0], keepdims=True))
            o = bb.emit_output(s)
        bb.emit_func_output(o)
    tvm.compile(bb.get(), target="llvm")
