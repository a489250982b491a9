# cause: resize_unknown_rounding_method
# expect: Unknown rounding method
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((1, 3, 8, 8), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.image.resize2d(x, size=(16, 16), method="nearest_neighbor",
                                            rounding_method="round_half_up"))
        o = bb.emit_output(y)
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), target="llvm")
