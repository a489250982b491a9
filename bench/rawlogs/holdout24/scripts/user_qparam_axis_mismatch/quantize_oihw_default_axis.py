# cause: user_qparam_axis_mismatch
# expect: Size mismatch: .*name="relax\.quantize".*the input shape at dim -1
# capture: stderr
# env: TVM_BACKTRACE=1
"""Per-output-channel weight quantization of a conv kernel (OIHW)."""
import numpy as np
import tvm
from tvm import relax

w_np = np.random.randn(32, 16, 3, 3).astype("float32")
scales = (np.abs(w_np).reshape(32, -1).max(1) / 127).astype("float32")

bb = relax.BlockBuilder()
w = relax.Var("w", relax.TensorType((32, 16, 3, 3), "float32"))
with bb.function("quant_weight", [w]):
    with bb.dataflow():
        q = bb.emit_output(relax.op.quantize(w, relax.const(scales), relax.const(0, "int8"), out_dtype="int8"))
    bb.emit_func_output(q)
mod = bb.get()
