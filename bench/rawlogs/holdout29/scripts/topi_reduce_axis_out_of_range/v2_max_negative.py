# cause: topi_reduce_axis_out_of_range
# expect: Check failed: .*val >= 0
# capture: combined
# post: crlf
import tvm
from tvm import relax, topi
from tvm.script import relax as R

bb = relax.BlockBuilder()
x = relax.Var("x", R.Tensor((2, 3, 16), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        # reduce over the last two dims, numpy-style
        m = bb.emit_te(topi.max, x, axis=(-1, -2, -4), keepdims=True)
        s = bb.emit_te(topi.subtract, x, m)
        out = bb.emit_output(s)
    bb.emit_func_output(out)
print(bb.get())
