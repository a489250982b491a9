# cause: ewise_fma_no_legalize
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: notebook
import tvm
from tvm import relax
import numpy as np

# %%
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 128), "float16"))
with bb.function("affine", [x]):
    with bb.dataflow():
        scale = relax.const(np.full((1, 128), 0.5, "float16"))
        bias = relax.const(np.zeros((1, 128), "float16"))
        y = bb.emit(relax.op.ewise_fma(x, scale, bias))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
mod = bb.get()
# %%
mod = relax.transform.LegalizeOps()(mod)
mod.show()
# %%
ex = tvm.compile(mod, "llvm")
