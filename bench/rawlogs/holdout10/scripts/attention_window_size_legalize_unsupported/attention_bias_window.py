# cause: attention_window_size_legalize_unsupported
# expect: Legalization for sliding-window attention is not supported yet
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T

bb = relax.BlockBuilder()
q = relax.Var("q", relax.TensorType((2, 8, 2, 16), "float16"))
b = relax.Var("bias", relax.TensorType((2, 2, 8, 8), "float16"))
with bb.function("main", [q, b]):
    with bb.dataflow():
        o = bb.emit(relax.op.nn.attention(q, q, q, bias=b, causal_mask="TopLeft", window_size=4))
        r = bb.emit_output(o)
    bb.emit_func_output(r)
print(bb.get())
mod = relax.transform.LegalizeOps()(bb.get())
