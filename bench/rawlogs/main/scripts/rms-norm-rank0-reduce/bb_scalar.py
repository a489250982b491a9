# cause: rms-norm-rank0-reduce
# expect: _nn_rms_norm[\s\S]*Cannot reduce a 0 dim Tensor
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((), "float32"))
w = relax.Var("w", relax.TensorType((), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.rms_norm(x, w, axes=[]))
    bb.emit_func_output(y)
mod = bb.get()

print(mod.script())
print("compiling ...", flush=True)
ex = tvm.compile(mod, target="llvm")
