# cause: op_attr_rejects_symbolic_value
# expect: relax.op.nn.pad
# capture: combined
# pad sequence to the next multiple of 8
import tvm
from tvm import relax, tirx
from tvm.script import relax as R

s = tirx.Var("s", "int64")
x = relax.Var("x", R.Tensor((1, s, 64), "float32"))
pad = (8 - s % 8) % 8
print("pad amount:", pad)
bb = relax.BlockBuilder()
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.pad(x, [0, 0, 0, pad, 0, 0]))
    bb.emit_func_output(y)
