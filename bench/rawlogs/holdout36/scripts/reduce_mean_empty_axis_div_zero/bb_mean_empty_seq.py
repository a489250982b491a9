# cause: reduce_mean_empty_axis_div_zero
# expect: Divide by zero
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

# batch of sequences where the padded length collapsed to 0 after slicing
bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((4, 0, 16), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        m = bb.emit(relax.op.mean(x, axis=[1]))
        o = bb.emit_output(m)
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), target="llvm")
