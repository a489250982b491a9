# cause: env_rocm_toolkit_missing
# expect: Cannot find ROCm path
# capture: notebook
# %%
import tvm
from tvm import relax
# %%
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((8, 512), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.layer_norm(x, relax.const(__import__("numpy").ones(512, "float32")),
                                           relax.const(__import__("numpy").zeros(512, "float32")), axes=[-1]))
        out = bb.emit_output(y)
    bb.emit_func_output(out)
ex = relax.build(bb.get(), target=tvm.target.Target("rocm"))
# %%
ex.export_library("ln_rocm.tar")
