# cause: default_pipeline_missing_realize_vdevice
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: notebook
# %%
import tvm
from tvm import relax
# %%
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((128, 128), "float32"))
w = relax.Var("w", relax.TensorType((128, 128), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(relax.op.matmul(x, w))
        # softmax stays on the GPU, say so explicitly
        y = bb.emit(relax.op.hint_on_device(y, tvm.cuda(0)))
        z = bb.emit(relax.op.nn.softmax(y))
        out = bb.emit_output(z)
    bb.emit_func_output(out)
mod = bb.get()
# %%
ex = relax.build(mod, target=tvm.target.Target("cuda", host="llvm"))
