# cause: qdq_dtype_whitelist
# expect: Unsupported output datatype attribute for operation: 'int4
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
w = relax.Var("w", relax.TensorType((64, 64), "float32"))
with bb.function("quant_w4", [w]):
    with bb.dataflow():
        q = bb.emit(relax.op.quantize(w, relax.const(0.05, "float32"), relax.const(0, "int8"),
                                      axis=0, out_dtype="int4"))
        out = bb.emit_output(q)
    bb.emit_func_output(out)
mod = bb.get()
