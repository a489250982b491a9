# cause: tirx_compute_legalize_bind_dtype
# expect: StructuralEqual\(\)\(value->ty, var->ty\)\) is false
# capture: stderr
# post: truncate=0.5
# env: TVM_BACKTRACE=1
"""Greedy decoding step on bf16 logits."""
import ml_dtypes
import numpy as np
import tvm
from tvm import relax

vocab = 512
bb = relax.BlockBuilder()
logits = relax.Var("logits", relax.TensorType((4, vocab), "bfloat16"))
with bb.function("greedy", [logits]):
    with bb.dataflow():
        tok = bb.emit_output(relax.op.argmax(logits, axis=-1))
    bb.emit_func_output(tok)

ex = tvm.compile(bb.get(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
l = np.random.randn(4, vocab).astype(ml_dtypes.bfloat16)
tok = vm["greedy"](tvm.runtime.tensor(l)).numpy()
np.testing.assert_array_equal(tok, l.astype("float32").argmax(-1))
