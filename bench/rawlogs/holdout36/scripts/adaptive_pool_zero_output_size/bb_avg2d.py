# cause: adaptive_pool_zero_output_size
# expect: Divide by zero
# capture: stderr
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

out_h, out_w = 7 // 8, 7   # intended ceil-div, got 0
bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((1, 8, 14, 14), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        p = bb.emit(relax.op.nn.adaptive_avg_pool2d(x, output_size=(out_h, out_w)))
        o = bb.emit_output(p)
    bb.emit_func_output(o)
ex = tvm.compile(bb.get(), target="llvm")
