# cause: topi_layer_norm_bf16_unsupported
# expect: layer_norm: only support float32 and float16 for now
# capture: stderr
# env: TVM_BACKTRACE=1
import ml_dtypes
import numpy as np
import tvm
from tvm import relax

hidden = 64
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 8, hidden), "bfloat16"))
g = relax.Var("gamma", relax.TensorType((hidden,), "bfloat16"))
b = relax.Var("beta", relax.TensorType((hidden,), "bfloat16"))
with bb.function("ln", [x, g, b]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.layer_norm(x, g, b, axes=[-1], epsilon=1e-5))
    bb.emit_func_output(y)

mod = relax.transform.LegalizeOps()(bb.get())
ex = tvm.compile(mod, target="llvm")
