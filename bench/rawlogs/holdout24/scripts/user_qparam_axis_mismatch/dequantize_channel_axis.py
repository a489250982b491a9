# cause: user_qparam_axis_mismatch
# expect: Size mismatch: .*name="relax\.dequantize".*the input shape at dim -1
# capture: combined
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
wq = relax.Var("wq", relax.TensorType((64, 128), "int8"))  # [out_features, in_features]
s = relax.Var("s", relax.TensorType((64,), "float32"))     # one scale per output feature
x = relax.Var("x", relax.TensorType((4, 128), "float32"))
with bb.function("w8_linear", [x, wq, s]):
    with bb.dataflow():
        w = bb.emit(relax.op.dequantize(wq, s, relax.const(0, "int8")))
        y = bb.emit_output(relax.op.linear(x, w))
    bb.emit_func_output(y)
print(bb.get())
