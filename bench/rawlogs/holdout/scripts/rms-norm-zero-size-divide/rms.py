# cause: rms-norm-zero-size-divide
# expect: _nn_rms_norm[\s\S]*Divide by zero
# capture: combined
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 0), "float32"))
w = relax.Var("w", relax.TensorType((0,), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.rms_norm(x, w, axes=[1]))
    bb.emit_func_output(y)
mod = bb.get()
mod.show()
ex = tvm.compile(mod, target="llvm")
